/**
 * sortid core: the five sortable id types (SCRU128, SCRU64, SCRU160, ULID, EUID), their generators
 * and codecs. It has no run-time dependencies and exports one package.
 */
module dev.sortid {
  exports dev.sortid;
}
