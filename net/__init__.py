"""LAN play over ZeroMQ: the wire protocol (`net.protocol`), the authoritative host
(`net.host`), the client a screen or a bot plays through (`net.client`), and the
`clanhall host` / `clanhall join` commands (`net.host_command`, `net.join_command`)."""
