export default async function globalTeardown() {
  const child = globalThis.__E2E_APP__;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}
