import { Link, useLocation, type LinkProps } from 'react-router';

/**
 * A link to a page of the site that says so when the page shown is it or one below it
 * (`aria-current="page"`, which the styles mark). What react-router's NavLink does for the first
 * paint's links, without the work NavLink does besides (pending and transition states).
 */
export function CurrentLink({ to, ...link }: Omit<LinkProps, 'to'> & { readonly to: string }) {
  const { pathname } = useLocation();
  const current = pathname === to || pathname.startsWith(`${to}/`);
  return <Link {...link} to={to} aria-current={current ? 'page' : undefined} />;
}
