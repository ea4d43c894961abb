# The CI scripts' one step: `run CMD ARGS...` prints the command, runs it and
# prints its seconds (a failure stops the script: each sets -e). Sourced by
# .ci/run, features.sh, miri.sh and package.sh.
run() {
    echo "+ $*"
    local start=$SECONDS
    "$@"
    echo "  ($((SECONDS - start)) s: $1 ${2:-})"
}
