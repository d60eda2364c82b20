/** Loads the page again from the server (spec §2: the carousel's Retry "reloads the page"); its own module so tests can watch it. */
export function reloadPage(): void {
  window.location.reload();
}
