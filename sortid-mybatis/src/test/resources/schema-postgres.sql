-- The tables of schema-h2.sql in PostgreSQL's types.
create table orders (
  id uuid primary key,
  customer varchar(100) not null
);

create table ids (
  seq int primary key,
  scru128 uuid,
  ulid uuid,
  euid uuid,
  uuidv7 uuid,
  scru64 bigint,
  scru160 bytea,
  ulid_bytes bytea,
  ulid_text varchar(36)
);
