-- The tables of schema-h2.sql in the column types sortid uses on SQLite (blobs compare as
-- unsigned bytes, in the ids' order).
create table orders (
  id blob primary key,
  customer varchar(100) not null
);

create table ids (
  seq int primary key,
  scru128 blob,
  ulid blob,
  euid blob,
  uuidv7 blob,
  scru64 bigint,
  scru160 blob,
  ulid_bytes blob,
  ulid_text varchar(36)
);
