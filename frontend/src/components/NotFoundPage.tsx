import { NOT_FOUND_PAGE } from 'contract';
import { Link } from 'react-router-dom';
import { useDocumentMeta } from '../lib/use-document-meta';

export default function NotFoundPage() {
  useDocumentMeta(NOT_FOUND_PAGE.title, NOT_FOUND_PAGE.description);
  return (
    <div className="container page not-found">
      <h1 className="page-title">Page Not Found</h1>
      <p>The page you're looking for doesn't exist.</p>
      <Link to="/" className="btn btn-primary">
        Back to Home
      </Link>
    </div>
  );
}
