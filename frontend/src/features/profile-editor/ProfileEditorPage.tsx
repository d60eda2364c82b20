export default function ProfileEditorPage() {
  return <main><h1>ProfileEditorPage</h1></main>;
}
