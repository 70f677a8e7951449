import { useState } from 'react';
import { Button } from '../../components/Button';

export interface DownloadOpenApiProps {
  /** The API's OpenAPI document, from the backend. */
  load: () => Promise<unknown>;
}

/** Saves the API's OpenAPI document as openapi.json, for Postman, Bruno or Hoppscotch to import. */
export function DownloadOpenApi({ load }: DownloadOpenApiProps) {
  const [failed, setFailed] = useState(false);
  const download = async () => {
    try {
      const text = JSON.stringify(await load(), null, 2);
      const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
      const link = Object.assign(document.createElement('a'), {
        href: url,
        download: 'openapi.json',
      });
      link.click();
      URL.revokeObjectURL(url);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => void download()}>
        Download OpenAPI
      </Button>
      {failed && <p role="alert">The OpenAPI document could not be loaded. Try again.</p>}
    </>
  );
}
