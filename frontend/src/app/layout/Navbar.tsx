import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { SITE_NAME } from '../../config/env';
import { useAuth } from '../../lib/auth-context';
import { useFavourites } from '../../lib/favourites';
import './navbar.css';

export function Navbar() {
  const { status, signOut } = useAuth();
  const { favourites } = useFavourites();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = status === 'signed-in';

  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.search]);

  const onSignOut = async () => {
    // Leave a signed-in-only page first, or its guard sends the visitor to /signin instead of /.
    navigate('/');
    await signOut();
  };

  const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link active' : 'nav-link');

  return (
    <header className="navbar">
      <div className="container navbar-inner">
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true">
            K
          </span>
          {SITE_NAME}
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls="main-menu"
          onClick={() => setOpen((value) => !value)}
        >
          <span className="menu-icon" aria-hidden="true" />
          <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
        </button>
        <nav id="main-menu" className={open ? 'menu open' : 'menu'} aria-label="Main">
          <ul className="menu-links">
            <li>
              <NavLink to="/" end className={navClass}>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to="/directory" className={navClass}>
                Directory
              </NavLink>
            </li>
            <li>
              <NavLink to="/pricing" className={navClass}>
                Pricing
              </NavLink>
            </li>
            <li>
              <NavLink to="/favourites" className={navClass}>
                Favourites{favourites.length > 0 && <span className="nav-count"> ({favourites.length})</span>}
              </NavLink>
            </li>
          </ul>
          <div className="menu-actions">
            {signedIn ? (
              <>
                <NavLink to="/profile" end className={navClass}>
                  Profile
                </NavLink>
                <button type="button" className="btn btn-sm btn-outline-light" onClick={onSignOut}>
                  Sign Out
                </button>
              </>
            ) : (
              <>
                <NavLink to="/signin" className={navClass}>
                  Sign In
                </NavLink>
                <Link to="/signup" className="btn btn-sm btn-primary">
                  ADD ADVERTISEMENT
                </Link>
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
