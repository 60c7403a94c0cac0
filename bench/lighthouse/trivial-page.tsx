// The baseline of the lighthouse bench: a one-line React page, built and served like the app.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<h1>Hello</h1>);
