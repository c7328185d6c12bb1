/**
 * The docs pages (`/docs`, `/docs/<name>`, `<basePath>/openapi.json|yaml`) of everything the app serves. They
 * come right after the request path, ahead of the services: a request passes through as few layers as it can
 * before its service. The pages list what the mounts registered, read when the first page is asked for.
 */
import { mayBeDocsPage, mountDocs } from "../http/docs";
import type { Mount } from "./context";

export function docsPages(): Mount {
  return ({ app, frontDoor, served }) => {
    mountDocs(app, () => served.map((s) => s.docs));
    frontDoor.leave(mayBeDocsPage);
  };
}
