/**
 * Not API: the {@code sortid} command line ({@code generate}, {@code inspect}, {@code convert},
 * {@code validate}, {@code bounds}), started through {@link dev.sortid.cli.Main}. The module
 * exports no package; its interface is the command, its options and its exit statuses, described by
 * {@code sortid --help}.
 */
package dev.sortid.cli;
