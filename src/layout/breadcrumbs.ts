export interface Crumb {
  label: string;
  to: string;
}

const capitalise = (segment: string) => segment.charAt(0).toUpperCase() + segment.slice(1);

/** Spec §2: Home, then each path segment capitalised ('/dashboard' gives Home / Dashboard). */
export function breadcrumbsFromPath(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  return [
    { label: 'Home', to: '/' },
    ...segments.map((segment, i) => ({
      label: capitalise(decodeURIComponent(segment)),
      to: `/${segments.slice(0, i + 1).join('/')}`,
    })),
  ];
}
