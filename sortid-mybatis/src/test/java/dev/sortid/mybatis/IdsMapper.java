package dev.sortid.mybatis;

import dev.sortid.SortableId;
import java.util.List;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Select;

/**
 * The tests' mapper of the ids table: the binary and text columns name their {@code jdbcType}, the
 * others bind in sortid's column types.
 */
public interface IdsMapper {
  @Insert(
      "insert into ids (seq, scru128, ulid, euid, uuidv7, scru64, scru160, ulid_bytes, ulid_text)"
          + " values (#{seq}, #{scru128}, #{ulid}, #{euid}, #{uuidv7}, #{scru64}, #{scru160},"
          + " #{ulidBytes,jdbcType=BINARY}, #{ulidText,jdbcType=VARCHAR})")
  void insert(IdRow row);

  @Select("select * from ids order by seq")
  List<IdRow> all();

  @Select("select seq from ids order by ${column}")
  List<Integer> seqsOrderedBy(@Param("column") String column);

  /** The rows whose column lies in a range, with the bounds bound as {@code jdbcType}. */
  @Select(
      "select seq from ids where ${column} between #{from,jdbcType=${jdbcType}}"
          + " and #{to,jdbcType=${jdbcType}} order by ${column}")
  List<Integer> seqsBetween(
      @Param("column") String column,
      @Param("jdbcType") String jdbcType,
      @Param("from") SortableId from,
      @Param("to") SortableId to);
}
