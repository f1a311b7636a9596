#!/usr/bin/env bash
# Tests NativeMetadata.java on a small module of its own: it passes on matching metadata and on a
# module that needs none, and fails (exit 1, naming the problem) on a class, constructor, method,
# field, resource or proxy interface that does not exist, on JDK proxies made without
# proxy-config.json, on a class holding a random generator or a clock that is
# not initialised at run time, and on a static initialiser that reads the clock.
#
#   scripts/native/selftest.sh
#
# Needs a JDK 17+ (java, javac) on the PATH or in JAVA_HOME. Works in a temporary directory; prints
# 'N passed, N failed' and exits 1 if any case failed.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=../selftest-lib.sh
source "$here/../selftest-lib.sh"

meta="$work/classes/META-INF/native-image/dev.sortid/demo"

write_module() { # the initialiser of Plain.START
  rm -rf "$work/src" "$work/classes"
  mkdir -p "$work/src/demo" "$meta"
  cat >"$work/src/demo/Plain.java" <<EOF
package demo;

public final class Plain implements java.io.Serializable {
  static final long START = $1;
  private final String text = "";

  public Plain() {}

  Plain(int size) {}

  void show(String prefix, long[] values) {}
}
EOF
  cat >"$work/src/demo/Dice.java" <<'EOF'
package demo;

final class Dice {
  private final java.util.Random random = new java.util.Random(1);
}
EOF
  cat >"$work/src/demo/Cup.java" <<'EOF'
package demo;

final class Cup {
  private Dice dice;
}
EOF
  cat >"$work/src/demo/Wrap.java" <<'EOF'
package demo;

final class Wrap {
  static Runnable around(Runnable task) {
    return (Runnable)
        java.lang.reflect.Proxy.newProxyInstance(
            Wrap.class.getClassLoader(),
            new Class<?>[] {Runnable.class},
            (proxy, method, args) -> method.invoke(task, args));
  }
}
EOF
  "${bin}javac" -d "$work/classes" "$work"/src/demo/*.java
  echo "version=1" >"$work/classes/demo/version.properties"
}

write_metadata() { # the classes initialised at run time
  cat >"$meta/native-image.properties" <<EOF
Args = --initialize-at-run-time=$1
EOF
  cat >"$meta/reflect-config.json" <<'EOF'
[
  {
    "name": "demo.Plain",
    "queryAllPublicConstructors": true,
    "methods": [
      { "name": "<init>", "parameterTypes": ["int"] },
      { "name": "show", "parameterTypes": ["java.lang.String", "long[]"] }
    ],
    "fields": [{ "name": "text" }]
  }
]
EOF
  echo '[{ "name": "demo.Plain" }]' >"$meta/serialization-config.json"
  echo '{ "resources": { "includes": [{ "pattern": "\\Qdemo/version.properties\\E" }] } }' \
    >"$meta/resource-config.json"
  echo '[{ "interfaces": ["java.lang.Runnable"] }]' >"$meta/proxy-config.json"
}

run() {
  "${bin}java" -cp "$work/classes" "$here/NativeMetadata.java" demo "$work/classes"
}

fails_with() { # text the failure must hold
  run >"$work/failure" 2>&1 && return 1
  grep -qF -- "$1" "$work/failure"
}

write_module 42L
write_metadata 'demo.Dice,\
  demo.Cup'
check "passes on matching metadata" 0 run

write_metadata 'demo.Cup'
check "a class holding a Random must be initialised at run time" 0 \
  fails_with 'demo.Dice holds randomness'
write_metadata 'demo.Dice'
check "so must a class holding one that is" 0 fails_with 'demo.Cup holds randomness'

write_module 'System.currentTimeMillis()'
write_metadata 'demo.Dice,demo.Cup'
check "a static initialiser reading the clock needs run-time initialisation" 0 \
  fails_with 'demo.Plain holds randomness'
write_metadata 'demo.Dice,demo.Cup,demo.Plain'
check "and passes once it has it" 0 run

write_module 42L
write_metadata 'demo.Dice,demo.Cup,demo.Gone'
check "a run-time class that does not exist" 0 fails_with 'no class demo.Gone'

write_metadata 'demo.Dice,demo.Cup'
sed -i 's/"int"/"long"/' "$meta/reflect-config.json"
check "a constructor that does not exist" 0 fails_with 'no method demo.Plain.<init>(long)'
write_metadata 'demo.Dice,demo.Cup'
sed -i 's/long\[\]/int[]/' "$meta/reflect-config.json"
check "a method that does not exist" 0 fails_with 'no method demo.Plain.show(java.lang.String, int[])'
write_metadata 'demo.Dice,demo.Cup'
sed -i 's/"text"/"txt"/' "$meta/reflect-config.json"
check "a field that does not exist" 0 fails_with 'no field demo.Plain.txt'
write_metadata 'demo.Dice,demo.Cup'
sed -i 's/"queryAllPublicConstructors"/"queryAllPublicConstructor"/' "$meta/reflect-config.json"
check "a misspelt flag" 0 fails_with 'unexpected key queryAllPublicConstructor'
write_metadata 'demo.Dice,demo.Cup'
echo '[{ "name": "demo.Dice" }]' >"$meta/serialization-config.json"
check "a serialization entry that is not Serializable" 0 fails_with 'demo.Dice is not Serializable'
write_metadata 'demo.Dice,demo.Cup'
sed -i 's/version.properties/versions.properties/' "$meta/resource-config.json"
check "a resource pattern that matches nothing" 0 fails_with 'matches no file of the module'

write_metadata 'demo.Dice,demo.Cup'
echo '[{ "interfaces": ["java.lang.Thread"] }]' >"$meta/proxy-config.json"
check "a proxy of a class that is not an interface" 0 fails_with 'java.lang.Thread is not an interface'
rm "$meta/proxy-config.json"
check "a module making JDK proxies without proxy-config.json" 0 \
  fails_with 'demo.Wrap] make JDK proxies'

rm -rf "$meta"
check "a module holding state with no metadata at all" 0 fails_with 'demo.Dice holds randomness'
rm -f "$work/classes/demo/Dice.class" "$work/classes/demo/Cup.class" "$work/classes/demo/Wrap.class"
check "a module that needs none and ships none" 0 run

finish
