/**
 * Sortable unique ids: six id types with one API, their generators and their text codecs.
 *
 * <h2>Using it</h2>
 *
 * <pre>{@code
 * Ulid id = Ulid.generate();                      // from a lazily created default generator
 * Ulid same = Ulid.parse(id.toString());          // text round trip
 * SortableId any = SortableId.parse(text);        // scheme detected by the text's length
 * Scru128Generator generator =
 *     Scru128Generator.builder().clock(clock).random(random).build(); // your own clock, random
 * }</pre>
 *
 * <h2>The files by role</h2>
 *
 * <p>The package is flat, as {@code java.util} is: everything a user calls is public here, and
 * everything else is package-private and may change in any release.
 *
 * <table class="striped">
 *   <caption>Public types</caption>
 *   <thead><tr><th>role</th><th>types</th></tr></thead>
 *   <tbody>
 *     <tr><td>id values</td><td>{@link Scru128Id}, {@link Scru64Id}, {@link Scru160Id}, {@link
 *         Ulid}, {@link Euid}, {@link UuidV7}: final, immutable classes over primitive fields, all
 *         implementing the sealed {@link SortableId}; {@link IdScheme} names the six and works on
 *         any of them</td></tr>
 *     <tr><td>typed ids</td><td>{@link TypeId} (a TypeID: a type prefix and a UUID, {@code
 *         user_01h455vb4pex5vsknk084sn02q}), {@link TypeId.Type} (a type: its prefix checked
 *         once, which reads only its own TypeIDs), {@link TypeIdGenerator} (the {@link IdGenerator}
 *         of one type's TypeIDs, on a UUIDv7 generator) and {@link TypeIdPrefix} (the annotation
 *         that requires a prefix in the integrations): a value type beside the six, not a scheme
 *         (its class docs say why)</td></tr>
 *     <tr><td>generators</td><td>{@link Scru128Generator}, {@link Scru64Generator}, {@link
 *         Scru160Generator}, {@link UlidGenerator}, {@link EuidGenerator}, {@link
 *         UuidV7Generator}, each built by its nested
 *         {@code Builder} and implementing {@link IdGenerator}</td></tr>
 *     <tr><td>generator settings</td><td>{@link Scru64NodeSpec}: the node id (and the id to
 *         continue after) of a SCRU64 generator</td></tr>
 *     <tr><td>errors</td><td>{@link IdFormatException}: malformed text or bytes, with the input
 *         and the position</td></tr>
 *   </tbody>
 * </table>
 *
 * <table class="striped">
 *   <caption>Package-private plumbing, for maintainers</caption>
 *   <thead><tr><th>role</th><th>files</th></tr></thead>
 *   <tbody>
 *     <tr><td>codecs</td><td>{@code Base36} (fixed-width Base36: SCRU128 and SCRU64), {@code
 *         PowerOfTwoCodec} (one table-driven engine for Crockford base32, base32hex and hex: ULID,
 *         EUID, SCRU160, UUIDv7 and TypeID's suffix); both work on the ids' longs directly, with no {@code BigInteger};
 *         they and {@code IdFormatException} name the scheme by the text the id class passes, and
 *         do not know {@code IdScheme}</td></tr>
 *     <tr><td>text readers</td><td>{@code UuidText} (the UUID spellings, and the fast read of a
 *         UUIDv7's canonical text), {@code TypeIdText} (a TypeID's text, and the first fault of a
 *         text or prefix it refuses)</td></tr>
 *     <tr><td>scheme registry</td><td>{@code IdScheme} and its helpers {@code TextLengths} (which
 *         scheme a text length points to) and {@code SchemeUuids} (the UUID forms)</td></tr>
 *     <tr><td>value plumbing</td><td>{@code Bytes} (big-endian bytes and hex), {@code Id128} (what
 *         the four 128-bit classes share: bytes, UUIDs, order, hash, serial form), {@code
 *         SerializedId} (the one validating serialization proxy of every id type, TypeID's with its
 *         prefix), {@code
 *         Checks} (range checks with messages naming the parameter), {@code LongPairFunction} and
 *         {@code WordsFunction} (how a codec hands decoded bits to a value class)</td></tr>
 *     <tr><td>generator engine</td><td>{@code GeneratorEngine}, shared by the six generators: the
 *         clock, rollback, overflow and locking rules and the run protocol live there once, with
 *         {@code RunCounter} (the one hot word threads share), {@code Run} (the immutable run it
 *         counts for) and {@code Step} (the one outcome vocabulary); each generator adds only its
 *         scheme's {@code Steps} (the engine's interface {@code GeneratorEngine.Steps}: how a state
 *         is counted on and how a fresh one is drawn), nested in the generator, or for SCRU64 in
 *         {@code Scru64Steps}, beside {@code Scru64Waiter} (the engine's {@code Waiter}: SCRU64 never
 *         resets, so it sleeps until the clock or the guard lets it go on, or throws);
 *         randomness comes from {@code RandomSource} and its implementations</td></tr>
 *   </tbody>
 * </table>
 *
 * <h2>Contracts shared by all types</h2>
 *
 * <ul>
 *   <li>Order: every id type compares as an unsigned number, which is also the order of its
 *       canonical text, so ids sort by creation time in memory, in text columns and in binary
 *       columns alike.
 *   <li>Round trips: {@code parse(id.toString())}, {@code fromByteArray(id.toByteArray())} and, for
 *       the 128-bit types, {@code from(id.toUuid())} give back an equal id.
 *   <li>Errors: malformed input throws {@link IdFormatException} (an {@link
 *       IllegalArgumentException}); a field out of range throws {@link IllegalArgumentException}
 *       naming the field; nothing is half-parsed.
 *   <li>Threads: the id values are immutable and the generators are thread-safe; each generator's
 *       class documentation says how it reads the clock and what it does on a rollback or an
 *       overflow.
 *   <li>Serialization: every id type serializes through {@code SerializedId}, which rebuilds the id
 *       through {@code fromByteArray}, so a forged stream cannot make an invalid id.
 *   <li>Null arguments throw {@link NullPointerException} unless a method says otherwise.
 * </ul>
 */
package dev.sortid;
