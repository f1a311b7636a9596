#!/usr/bin/env bash
# Builds the Maven Central bundle of the release profile without uploading it, and checks it: every
# published artifact has its pom, jar, sources jar, Javadoc jar, CycloneDX SBOM and a GPG signature
# of each that verifies; every jar holds
# META-INF/LICENSE; sortid-bench and test jars are not in it.
#
#   scripts/release-check.sh
#
# Needs: gpg (GnuPG 2.1 or later; Debian: apt-get install -y gnupg), unzip, and Maven Central for
# the release plugins on first use. It signs with a throwaway key made in a temporary GNUPGHOME, so
# your own keyring is neither read nor changed. The build runs on a copy of the working tree (the
# committed files and your changes to them) with the version X.Y.Z-SNAPSHOT set to X.Y.Z, because
# the Central plugin bundles release versions only; the upload goes to a closed loopback port; the copy and the key are removed at the end, so
# `git status` stays clean. It installs nothing into ~/.m2 and takes 4 to 6 minutes on 2 cores.
# The bundle is left at target/release-check/central-bundle.zip. Exit status: 0 if the bundle is
# complete and every signature verifies, 1 if not, 2 if a tool is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"

for tool in gpg unzip git; do
  if ! command -v "$tool" >/dev/null; then
    echo "release-check: needs $tool on the PATH (gpg: GnuPG 2.1+, Debian package gnupg)" >&2
    exit 2
  fi
done

work="$(mktemp -d)"
export GNUPGHOME="$work/gnupg"
cleanup() {
  gpgconf --kill all >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
mkdir -m 700 "$GNUPGHOME"

echo "release-check: a throwaway signing key in $GNUPGHOME" >&2
gpg --batch --quiet --passphrase '' --quick-generate-key \
  'sortid release check <release-check@sortid.invalid>' ed25519 sign 1d
fingerprint="$(gpg --batch --with-colons --list-secret-keys | awk -F: '$1 == "fpr" { print $10; exit }')"

snapshot="$(sed -n 's|^  <version>\(.*\)</version>$|\1|p' pom.xml | head -n 1)"
version="${snapshot%-SNAPSHOT}"
echo "release-check: building $version (from $snapshot) in a copy of the working tree" >&2
copy="$work/tree"
mkdir "$copy"
git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' file; do
  if [[ -e "$file" ]]; then
    mkdir -p "$copy/$(dirname "$file")"
    cp -p "$file" "$copy/$file"
  fi
done
find "$copy" -name pom.xml -exec sed -i "s|<version>$snapshot</version>|<version>$version</version>|" {} +

# the Central plugin wants a server entry even when it uploads nothing: a dummy one, as global
# settings so that your own ~/.m2/settings.xml (mirrors, proxies) still applies
cat >"$work/settings.xml" <<'EOF'
<settings>
  <servers>
    <server>
      <id>central</id>
      <username>release-check</username>
      <password>not-used-nothing-is-uploaded</password>
    </server>
  </servers>
</settings>
EOF
# The plugin writes the bundle, then uploads it: to an address on this machine where nothing
# listens (loopback port 1), so the upload, the last step, fails at once and nothing leaves.
(cd "$copy" && ./mvnw -B -gs "$work/settings.xml" -P release deploy -DskipTests \
  -Dmaven.install.skip=true -DcentralBaseUrl=http://127.0.0.1:1 -Dgpg.keyname="$fingerprint") \
  >"$work/build.log" 2>&1 || true
# the plugin writes the bundle under the target/ of the first project of the reactor that uses it
mapfile -t bundles < <(find "$copy" -path '*/target/central-publishing/central-bundle.zip')
if [[ ${#bundles[@]} -ne 1 ]]; then
  tail -n 60 "$work/build.log" >&2
  echo "release-check: expected one central-bundle.zip, found ${#bundles[@]} (the build log's end is above)" >&2
  exit 1
fi
bundle="${bundles[0]}"
echo "release-check: checking ${bundle#"$copy"/}" >&2
mkdir -p target/release-check
cp "$bundle" target/release-check/central-bundle.zip
unpacked="$work/bundle"
mkdir "$unpacked"
unzip -q "$bundle" -d "$unpacked"

failures=0
unpublished=()
fail() {
  echo "FAIL $*"
  failures=$((failures + 1))
}

# the published modules: the parent pom and every module of the reactor that does not set
# sortid.publish.skip (sortid-bench)
modules=("$(sed -n 's|^  <artifactId>\(.*\)</artifactId>$|\1|p' pom.xml | head -n 1)")
while IFS= read -r module; do
  if grep -q '<sortid.publish.skip>true</sortid.publish.skip>' "$module/pom.xml"; then
    unpublished+=("$module")
  else
    modules+=("$module")
  fi
done < <(sed -n 's|^    <module>\(.*\)</module>$|\1|p' pom.xml)

for artifact in "${modules[@]}"; do
  dir="$unpacked/dev/sortid/$artifact/$version"
  base="$dir/$artifact-$version"
  expected=("$base.pom")
  packaging="$(sed -n 's|^  <packaging>\(.*\)</packaging>$|\1|p' "$copy/${artifact/sortid-parent/.}/pom.xml")"
  if [[ "$packaging" != pom ]]; then
    expected+=("$base.jar" "$base-sources.jar" "$base-javadoc.jar" "$base-cyclonedx.json")
  fi
  for file in "${expected[@]}"; do
    if [[ ! -f "$file" ]]; then
      fail "$artifact: missing ${file#"$dir"/}"
    elif ! gpg --batch --quiet --verify "$file.asc" "$file" 2>/dev/null; then
      fail "$artifact: no signature of ${file#"$dir"/} that verifies"
    else
      echo "ok   $artifact: ${file#"$dir"/} signed"
    fi
  done
done
for module in "${unpublished[@]}"; do
  if [[ -d "$unpacked/dev/sortid/$module" ]]; then
    fail "$module is in the bundle, but sets sortid.publish.skip"
  else
    echo "ok   $module: not in the bundle (sortid.publish.skip)"
  fi
done

# test jars (sortid-spring's, which the Boot modules' tests use) stay in the reactor
mapfile -t testJars < <(cd "$unpacked" && find . -name '*-tests.jar' | sort)
if ((${#testJars[@]} > 0)); then
  fail "test jars in the bundle: ${testJars[*]}"
else
  echo "ok   no test jar in the bundle"
fi
# every jar carries the licence
while IFS= read -r jar; do
  if ! unzip -l "$jar" META-INF/LICENSE >/dev/null 2>&1; then
    fail "${jar#"$unpacked"/}: no META-INF/LICENSE"
  fi
done < <(find "$unpacked" -name '*.jar' | sort)

echo "release-check: the bundle holds:"
(cd "$unpacked" && find . -type f ! -name '*.md5' ! -name '*.sha1' ! -name '*.sha256' \
  ! -name '*.sha512' | sort | sed 's|^\./|  |')
if ((failures > 0)); then
  echo "release-check: $failures problem(s)"
  exit 1
fi
echo "release-check: ${#modules[@]} artifacts complete, every signature verifies"
