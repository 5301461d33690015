import { once } from 'node:events';
import { connect, createServer } from 'node:net';

/** Whether something listens on the port (a TCP connect, no HTTP: a closing server answers nothing else). */
export const acceptsConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Resolves once the server on the port stops accepting connections. */
export async function refusesConnections(port: number) {
  while (await acceptsConnections(port)) await new Promise((resolve) => setImmediate(resolve));
}

/** Whether this process could listen on the port now, that is, nothing holds it. */
export async function canListen(port: number) {
  const server = createServer();
  try {
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    return true;
  } catch {
    return false;
  } finally {
    server.close();
  }
}

/** A port nothing listens on, as the operating system hands one out. */
export async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}
