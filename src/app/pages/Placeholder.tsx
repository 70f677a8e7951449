/** Stands in for a screen that a later issue builds. */
export function Placeholder({ title }: { title: string }) {
  return <h1>{title}</h1>;
}
