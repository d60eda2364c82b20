export default function SignUpPage() {
  return <main><h1>SignUpPage</h1></main>;
}
