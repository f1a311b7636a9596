/**
 * Not API: the conversions between ids and column values that {@code dev.sortid.jdbc} and
 * sortid-hibernate share. The module exports this package to {@code dev.sortid.hibernate} only; it
 * may change in any release.
 */
package dev.sortid.jdbc.internal;
