/** Plain text while the session loads: no spinner library for a one-second wait on 3G. */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <p role="status" className="text-muted-foreground">
        {label}
      </p>
    </main>
  );
}
