export default function ResetPasswordPage() {
  return <main><h1>ResetPasswordPage</h1></main>;
}
