/** Operations (normalization, dbt, webhook) of a workspace, attached to connections by id. */
import { uuid } from "../../../runtime/ids";
import type { OperationRecord, OperatorConfiguration } from "./configuration-records";
import { unreachableHost } from "./connector-runs";
import type { Deps } from "./database";
import { invalidInput, notFound } from "./errors";
import type { Workspaces } from "./workspaces";

export interface OperationCheck {
  status: "succeeded" | "failed";
  message?: string;
  /** The property at fault, from the operator configuration. */
  propertyPath?: string;
}

const GIT_URL = /^(https:\/\/[^\s/]+\/\S+|git@[^\s:]+:\S+)$/;

/** operations/check: the configuration of the chosen operator type is present and well formed. */
export function checkOperator(c: OperatorConfiguration): OperationCheck {
  const failed = (propertyPath: string, message: string): OperationCheck => ({
    status: "failed",
    message,
    propertyPath,
  });
  switch (c.operatorType) {
    case "normalization":
      if (c.normalization?.option !== "basic")
        return failed("normalization.option", "normalization option must be basic");
      break;
    case "dbt": {
      if (!c.dbt) return failed("dbt", "a dbt operation needs a dbt configuration");
      if (!GIT_URL.test(c.dbt.gitRepoUrl))
        return failed("dbt.gitRepoUrl", "must be an https:// or git@ repository URL");
      const host = unreachableHost(c.dbt.gitRepoUrl);
      if (host) return failed("dbt.gitRepoUrl", `could not resolve host ${host}`);
      break;
    }
    case "webhook":
      if (!c.webhook?.webhookConfigId)
        return failed("webhook.webhookConfigId", "a webhook operation needs a webhook configuration");
      if (c.webhook.webhookType === "dbtCloud" && !c.webhook.dbtCloud) {
        return failed("webhook.dbtCloud", "a dbtCloud webhook needs accountId and jobId");
      }
      break;
  }
  return { status: "succeeded" };
}

export class Operations {
  constructor(
    private readonly deps: Deps,
    private readonly workspaces: Workspaces,
  ) {}

  get(operationId: string): OperationRecord {
    const o = this.deps.db.operations.get(operationId);
    if (!o) throw notFound("operation", operationId);
    return o;
  }

  create(workspaceId: string, name: string, config: OperatorConfiguration): OperationRecord {
    this.validate(workspaceId, config);
    const o: OperationRecord = {
      operationId: uuid(),
      workspaceId,
      name,
      operatorConfiguration: structuredClone(config),
    };
    this.deps.db.operations.put(o.operationId, o);
    return o;
  }

  update(operationId: string, name: string, config: OperatorConfiguration): OperationRecord {
    const o = this.get(operationId);
    this.validate(o.workspaceId, config);
    const updated = { ...o, name, operatorConfiguration: structuredClone(config) };
    this.deps.db.operations.put(operationId, updated);
    return updated;
  }

  /** Deletes the operation; the caller detaches it from connections. */
  /** Deletes the operation and returns it as it was. */
  delete(operationId: string): OperationRecord {
    const o = this.get(operationId);
    this.deps.db.operations.delete(operationId);
    return o;
  }

  /** Ids of operations that must all exist in the workspace (a connection's operationIds). */
  requireAll(workspaceId: string, ids: string[], path: string): void {
    ids.forEach((id, i) => {
      const o = this.deps.db.operations.get(id);
      if (!o || o.workspaceId !== workspaceId) {
        throw invalidInput(`${path}[${i}]`, "no operation with this id in the connection's workspace", id);
      }
    });
  }

  private validate(workspaceId: string, config: OperatorConfiguration): void {
    this.workspaces.get(workspaceId);
    const verdict = checkOperator(config);
    if (verdict.status === "failed") {
      throw invalidInput(`operatorConfiguration.${verdict.propertyPath}`, verdict.message ?? "is invalid");
    }
    const hookId = config.webhook?.webhookConfigId;
    if (config.operatorType === "webhook" && hookId && !this.workspaces.webhookConfig(workspaceId, hookId)) {
      throw invalidInput(
        "operatorConfiguration.webhook.webhookConfigId",
        "no webhook configuration with this id in the workspace",
        hookId,
      );
    }
  }
}
