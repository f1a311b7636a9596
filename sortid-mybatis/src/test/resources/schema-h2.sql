-- The tests' tables on H2, and schema-postgres.sql holds the same tables in PostgreSQL's types.

-- the example of docs/mybatis.md: SCRU128 keys from the application's generator
create table orders (
  id uuid primary key,
  customer varchar(100) not null
);

-- one column per id type and column type; seq keeps the order of insertion
create table ids (
  seq int primary key,
  scru128 uuid,
  ulid uuid,
  euid uuid,
  uuidv7 uuid,
  scru64 bigint,
  scru160 binary(20),
  ulid_bytes binary(16),
  ulid_text varchar(36)
);
