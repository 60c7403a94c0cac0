import { parseBody } from '@contract/content-body';
import './content-body.css';

/**
 * A content body (notices, help, the agreement) as headings, lists and paragraphs. Every block is
 * a React text node, never HTML, so a stored text cannot inject markup.
 */
export function ContentBody({ body }: { body: string }) {
  return (
    <div className="content-body">
      {parseBody(body).map((block, i) =>
        block.kind === 'heading' ? (
          <h3 key={i}>{block.text}</h3>
        ) : block.kind === 'list' ? (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={i}>{block.text}</p>
        ),
      )}
    </div>
  );
}
