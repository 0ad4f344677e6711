# podman with the settings this kind of machine needs: runc (crun fails on its cgroups), cgroupfs, and limits no
# higher than the host allows. Source it, then call podman_cmd.
podman_cmd() {
  local sub="$1"
  shift
  case "$sub" in
    build | run | create)
      podman --runtime runc --cgroup-manager cgroupfs "$sub" --network host \
        --ulimit nofile=1024:1024 --ulimit nproc=1024:1024 "$@" ;;
    *) podman --runtime runc --cgroup-manager cgroupfs "$sub" "$@" ;;
  esac
}
