export function App() {
  return (
    <main>
      <h1>Premium Escort Directory</h1>
      <p>Connect with verified professionals in our exclusive directory</p>
    </main>
  );
}
