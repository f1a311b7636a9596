/**
 * Not API: the Hibernate types and the generator that {@code dev.sortid.hibernate}'s annotations
 * name. Hibernate instantiates them by reflection; the module does not export this package, and it
 * may change in any release.
 */
package dev.sortid.hibernate.internal;
