import { PROFILE_NOT_FOUND_PAGE } from 'contract';
import { Link } from 'react-router-dom';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function ProfileNotFound() {
  useDocumentMeta(PROFILE_NOT_FOUND_PAGE.title, PROFILE_NOT_FOUND_PAGE.description);
  return (
    <div className="container page not-found">
      <h1 className="page-title">Profile Not Found</h1>
      <p>The profile you're looking for doesn't exist or has been removed.</p>
      <Link to="/directory" className="btn btn-primary">
        Back to Directory
      </Link>
    </div>
  );
}
