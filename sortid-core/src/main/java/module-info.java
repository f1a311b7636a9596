/**
 * sortid core: the six sortable id types (SCRU128, SCRU64, SCRU160, ULID, EUID, UUIDv7), their
 * generators and codecs, and TypeIDs (prefixed UUIDs) beside them. It has no run-time dependencies
 * and exports one package.
 */
module dev.sortid {
  exports dev.sortid;
}
