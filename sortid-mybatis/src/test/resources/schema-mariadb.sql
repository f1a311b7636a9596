-- The tables of schema-h2.sql in the column types sortid uses on MariaDB: 16 bytes for SCRU128,
-- ULID and EUID, whose bits MariaDB's uuid type refuses, and uuid for UUIDv7.
create table orders (
  id binary(16) primary key,
  customer varchar(100) not null
);

create table ids (
  seq int primary key,
  scru128 binary(16),
  ulid binary(16),
  euid binary(16),
  uuidv7 uuid,
  scru64 bigint,
  scru160 binary(20),
  ulid_bytes binary(16),
  ulid_text varchar(36) character set ascii collate ascii_bin
);
