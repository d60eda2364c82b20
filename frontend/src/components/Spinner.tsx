export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="spinner" role="status">
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
