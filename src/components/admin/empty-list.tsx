/** What an admin list says when its filter matches nothing. */
export function EmptyList({ children }: { children: React.ReactNode }) {
  return <p className="rounded-xl border border-dashed border-border p-8 text-center">{children}</p>;
}
