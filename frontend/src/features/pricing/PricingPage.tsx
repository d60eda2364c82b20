export default function PricingPage() {
  return <main><h1>PricingPage</h1></main>;
}
