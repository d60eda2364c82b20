export default function ForgotPasswordPage() {
  return <main><h1>ForgotPasswordPage</h1></main>;
}
