import { createServer } from "node:net";

/** Asks the OS for a port nobody listens on. */
export async function getFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      if (address === null || typeof address === "string") {
        probe.close();
        reject(new Error("could not read the probe port"));
        return;
      }
      probe.close(() => resolvePort(address.port));
    });
  });
}
