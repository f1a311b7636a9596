package dev.sortid.mybatis;

import dev.sortid.Scru128Id;
import java.util.List;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Options;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Select;

/** The example's mapper (docs/mybatis.md): the key property gets its id before the insert. */
public interface OrderMapper {
  @Insert("insert into orders (id, customer) values (#{id}, #{customer})")
  @Options(keyProperty = "id")
  void insert(Order order);

  @Insert({
    "<script>insert into orders (id, customer) values",
    "<foreach collection='list' item='order' separator=','>",
    "(#{order.id}, #{order.customer})</foreach></script>"
  })
  @Options(keyProperty = "id")
  void insertAll(List<Order> orders);

  @Select("select * from orders where id between #{from} and #{to} order by id")
  List<Order> findBetween(@Param("from") Scru128Id from, @Param("to") Scru128Id to);

  @Select("select * from orders order by id")
  List<Order> findAll();
}
