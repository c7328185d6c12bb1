/** Source and destination definitions to the API's definition records, and their OAuth flow as AdvancedAuth. */
import type { components } from "../../../../generated/pipeline-config/types";
import type { DefinitionRecord } from "../state/configuration-records";

type S = components["schemas"];

function definitionCommon(d: DefinitionRecord) {
  const out: S["DefinitionCommon"] = {
    name: d.name,
    dockerRepository: d.dockerRepository,
    dockerImageTag: d.dockerImageTag,
    documentationUrl: d.documentationUrl,
    protocolVersion: d.protocolVersion,
    releaseStage: d.releaseStage,
    custom: d.custom,
  };
  if (d.icon !== undefined) out.icon = d.icon;
  if (d.releaseDate !== undefined) out.releaseDate = d.releaseDate;
  if (d.resourceRequirements !== undefined) out.resourceRequirements = d.resourceRequirements;
  return out;
}

export function sourceDefinitionRead(d: DefinitionRecord): S["SourceDefinitionRead"] {
  return { ...definitionCommon(d), sourceDefinitionId: d.id, sourceType: d.sourceType };
}

export function destinationDefinitionRead(d: DefinitionRecord): S["DestinationDefinitionRead"] {
  return {
    ...definitionCommon(d),
    destinationDefinitionId: d.id,
    supportsDbt: d.supportsDbt ?? false,
    normalizationConfig: d.normalization
      ? {
          supported: true,
          normalizationRepository: d.normalization.repository,
          normalizationTag: d.normalization.tag,
          normalizationIntegrationType: d.normalization.integrationType,
        }
      : { supported: false },
  };
}

export function advancedAuth(d: DefinitionRecord): S["AdvancedAuth"] | undefined {
  if (!d.oauth) return undefined;
  const out: S["AdvancedAuth"] = {
    authFlowType: "oauth2.0",
    oauthConfigSpecification: {
      completeOAuthOutputSpecification: {
        type: "object",
        properties: Object.fromEntries(
          d.oauth.outputFields.map((f) => [
            f,
            { type: "string", path_in_connector_config: [...d.oauth!.inputPath, f] },
          ]),
        ),
      },
      completeOAuthServerInputSpecification: {
        type: "object",
        properties: { client_id: { type: "string" }, client_secret: { type: "string" } },
      },
    },
  };
  if (d.oauth.predicateKey) out.predicateKey = d.oauth.predicateKey;
  if (d.oauth.predicateValue !== undefined) out.predicateValue = d.oauth.predicateValue;
  return out;
}
