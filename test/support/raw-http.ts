/**
 * Bytes written straight to a server's socket, for what an HTTP client library would not send (an oversized
 * request line, a malformed header): the answer is read until the server closes the connection.
 */
import net from "node:net";

/** Writes `data` to the server at `origin` and resolves with every byte it answers, once it closes. */
export function sendRaw(origin: string, data: string): Promise<Buffer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(data));
    const chunks: Buffer[] = [];
    socket.on("data", (c) => chunks.push(c));
    socket.on("error", reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer")));
    socket.on("close", () => resolve(Buffer.concat(chunks)));
  });
}
