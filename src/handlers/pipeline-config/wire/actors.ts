/** Sources and destinations to the API's reads and snippets; checks and discoveries to their answers. */
import type { components } from "../../../../generated/pipeline-config/types";
import type { CheckResult } from "../state/actors";
import type { Catalog } from "../state/airbyte-protocol";
import type { ActorCatalogRecord, ActorRecord } from "../state/configuration-records";
import type { PipelineConfig } from "../state/index";
import type { SynchronousJobRecord } from "../state/job-records";
import { synchronousJobRead } from "./jobs";

type S = components["schemas"];

export function sourceRead(p: PipelineConfig, a: ActorRecord): S["SourceRead"] {
  const d = p.actors.definitionOf(a);
  const out: S["SourceRead"] = {
    sourceDefinitionId: a.definitionId,
    sourceId: a.id,
    workspaceId: a.workspaceId,
    connectionConfiguration: p.actors.masked(a),
    name: a.name,
    sourceName: d.name,
  };
  if (d.icon !== undefined) out.icon = d.icon;
  return out;
}

export function destinationRead(p: PipelineConfig, a: ActorRecord): S["DestinationRead"] {
  const d = p.actors.definitionOf(a);
  const out: S["DestinationRead"] = {
    destinationDefinitionId: a.definitionId,
    destinationId: a.id,
    workspaceId: a.workspaceId,
    connectionConfiguration: p.actors.masked(a),
    name: a.name,
    destinationName: d.name,
  };
  if (d.icon !== undefined) out.icon = d.icon;
  return out;
}

export function actorSnippet(p: PipelineConfig, a: ActorRecord): S["ActorSnippetRead"] {
  const d = p.actors.definitionOf(a);
  const out: S["ActorSnippetRead"] =
    a.kind === "source"
      ? { sourceId: a.id, sourceDefinitionId: d.id, sourceName: d.name, name: a.name, definitionName: d.name }
      : {
          destinationId: a.id,
          destinationDefinitionId: d.id,
          destinationName: d.name,
          name: a.name,
          definitionName: d.name,
        };
  if (d.icon !== undefined) out.icon = d.icon;
  return out;
}

export function checkConnectionRead(r: CheckResult): S["CheckConnectionRead"] {
  const body: S["CheckConnectionRead"] = { status: r.status, jobInfo: synchronousJobRead(r.job) };
  if (r.message !== undefined) body.message = r.message;
  return body;
}

export function discoverSchemaRead(
  job: SynchronousJobRecord,
  catalog?: Catalog,
  stored?: ActorCatalogRecord,
): S["SourceDiscoverSchemaRead"] {
  const body: S["SourceDiscoverSchemaRead"] = { jobInfo: synchronousJobRead(job) };
  if (catalog) body.catalog = catalog;
  if (stored) body.catalogId = stored.id;
  return body;
}
