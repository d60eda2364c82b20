export default function SignInPage() {
  return <main><h1>SignInPage</h1></main>;
}
