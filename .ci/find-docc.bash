# Sourced by .ci/docs and .ci/doc-links: sets `docc` to the command that runs DocC, which is
# on the PATH with a Linux toolchain, and behind xcrun with Xcode.
if command -v docc >/dev/null 2>&1; then
  docc=(docc)
elif command -v xcrun >/dev/null 2>&1 && xcrun --find docc >/dev/null 2>&1; then
  docc=(xcrun docc)
else
  echo "error: docc not found: it comes with the Swift toolchain (or with Xcode, as xcrun docc)" >&2
  exit 1
fi
