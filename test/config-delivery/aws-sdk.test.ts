/**
 * The official AWS SDK (@aws-sdk/client-appconfig) against the gateway on a loopback port, with only its
 * endpoint changed: SigV4-signed requests, raw hosted content, RFC 3339 timestamps, the exception classes it
 * builds from `x-amzn-ErrorType`, and its paginators.
 */
import {
  AppConfigClient,
  BadRequestException,
  ConflictException,
  CreateApplicationCommand,
  CreateConfigurationProfileCommand,
  CreateDeploymentStrategyCommand,
  CreateEnvironmentCommand,
  CreateExtensionAssociationCommand,
  CreateExtensionCommand,
  CreateHostedConfigurationVersionCommand,
  DeleteApplicationCommand,
  DeleteConfigurationProfileCommand,
  DeleteDeploymentStrategyCommand,
  DeleteEnvironmentCommand,
  DeleteExtensionAssociationCommand,
  DeleteExtensionCommand,
  DeleteHostedConfigurationVersionCommand,
  GetApplicationCommand,
  GetConfigurationCommand,
  GetConfigurationProfileCommand,
  GetDeploymentCommand,
  GetDeploymentStrategyCommand,
  GetEnvironmentCommand,
  GetExtensionAssociationCommand,
  GetExtensionCommand,
  GetHostedConfigurationVersionCommand,
  ListDeploymentStrategiesCommand,
  ListExtensionAssociationsCommand,
  ListExtensionsCommand,
  ListHostedConfigurationVersionsCommand,
  ListTagsForResourceCommand,
  paginateListApplications,
  paginateListDeployments,
  ResourceNotFoundException,
  StartDeploymentCommand,
  StopDeploymentCommand,
  TagResourceCommand,
  UntagResourceCommand,
  UpdateApplicationCommand,
  UpdateConfigurationProfileCommand,
  UpdateDeploymentStrategyCommand,
  UpdateEnvironmentCommand,
  UpdateExtensionAssociationCommand,
  UpdateExtensionCommand,
  ValidateConfigurationCommand,
} from "@aws-sdk/client-appconfig";
import { startGateway, type TestGateway } from "../support/gateway";
import { awsClientConfig, text } from "./support";

let gw: TestGateway;
let aws: AppConfigClient;
beforeAll(async () => {
  gw = await startGateway({ services: ["config-delivery"] });
  aws = new AppConfigClient(awsClientConfig(gw));
});
afterAll(() => gw.close());

test("the configuration lifecycle with the AWS SDK", async () => {
  const app = await aws.send(
    new CreateApplicationCommand({ Name: "mobile", Description: "phones", Tags: { owner: "apps" } }),
  );
  expect(app.$metadata.httpStatusCode).toBe(201);
  await aws.send(new UpdateApplicationCommand({ ApplicationId: app.Id, Description: "phones and tablets" }));
  expect((await aws.send(new GetApplicationCommand({ ApplicationId: app.Id }))).Description).toBe(
    "phones and tablets",
  );

  const alarm = "arn:aws:cloudwatch:us-east-1:111122223333:alarm:crash-rate";
  const env = await aws.send(
    new CreateEnvironmentCommand({ ApplicationId: app.Id, Name: "beta", Monitors: [{ AlarmArn: alarm }] }),
  );
  await aws.send(
    new UpdateEnvironmentCommand({
      ApplicationId: app.Id,
      EnvironmentId: env.Id,
      Description: "beta testers",
    }),
  );
  const profile = await aws.send(
    new CreateConfigurationProfileCommand({
      ApplicationId: app.Id,
      Name: "flags",
      LocationUri: "hosted",
      Validators: [{ Type: "JSON_SCHEMA", Content: JSON.stringify({ type: "object", required: ["theme"] }) }],
    }),
  );
  await aws.send(
    new UpdateConfigurationProfileCommand({
      ApplicationId: app.Id,
      ConfigurationProfileId: profile.Id,
      Description: "UI flags",
    }),
  );
  expect(
    (
      await aws.send(
        new GetConfigurationProfileCommand({ ApplicationId: app.Id, ConfigurationProfileId: profile.Id }),
      )
    ).Description,
  ).toBe("UI flags");

  // Hosted versions: bytes in and out, attributes in headers.
  const ids = { ApplicationId: app.Id, ConfigurationProfileId: profile.Id };
  const v1 = await aws.send(
    new CreateHostedConfigurationVersionCommand({
      ...ids,
      Content: Buffer.from('{"theme":"light"}'),
      ContentType: "application/json",
      Description: "light theme",
      VersionLabel: "2024.1-light",
    }),
  );
  expect([v1.VersionNumber, v1.VersionLabel, v1.Description, v1.ContentType]).toEqual([
    1,
    "2024.1-light",
    "light theme",
    "application/json",
  ]);
  await expect(
    aws.send(
      new CreateHostedConfigurationVersionCommand({
        ...ids,
        Content: Buffer.from("{}"),
        ContentType: "application/json",
        LatestVersionNumber: 7,
      }),
    ),
  ).rejects.toBeInstanceOf(ConflictException);
  await aws.send(
    new CreateHostedConfigurationVersionCommand({
      ...ids,
      Content: Buffer.from('{"theme":"dark"}'),
      ContentType: "application/json",
      LatestVersionNumber: 1,
      VersionLabel: "2024.2-dark",
    }),
  );
  const got = await aws.send(new GetHostedConfigurationVersionCommand({ ...ids, VersionNumber: 1 }));
  expect(text(got.Content)).toBe('{"theme":"light"}');
  const versions = await aws.send(
    new ListHostedConfigurationVersionsCommand({ ...ids, VersionLabel: "2024.2-dark" }),
  );
  expect(versions.Items?.map((v) => v.VersionNumber)).toEqual([2]);
  await aws.send(new ValidateConfigurationCommand({ ...ids, ConfigurationVersion: "2" }));

  // A strategy of two 50% steps over 2 minutes, 1 minute of bake.
  const strategy = await aws.send(
    new CreateDeploymentStrategyCommand({
      Name: "halves",
      DeploymentDurationInMinutes: 2,
      GrowthFactor: 50,
      FinalBakeTimeInMinutes: 1,
    }),
  );
  await aws.send(
    new UpdateDeploymentStrategyCommand({ DeploymentStrategyId: strategy.Id, Description: "two steps" }),
  );
  expect(
    (await aws.send(new GetDeploymentStrategyCommand({ DeploymentStrategyId: strategy.Id }))).Description,
  ).toBe("two steps");
  const predefined = await aws.send(new ListDeploymentStrategiesCommand({}));
  expect(predefined.Items?.map((s) => s.Id)).toContain("AppConfig.AllAtOnce");

  const envIds = { ApplicationId: app.Id, EnvironmentId: env.Id };
  const started = await aws.send(
    new StartDeploymentCommand({
      ...envIds,
      DeploymentStrategyId: strategy.Id,
      ConfigurationProfileId: profile.Id,
      ConfigurationVersion: "1",
    }),
  );
  expect(started.StartedAt).toEqual(new Date("2026-01-01T00:00:00.000Z"));
  expect(started).toMatchObject({ State: "DEPLOYING", PercentageComplete: 50 });
  gw.clock.advance(3 * 60_000);
  const complete = await aws.send(new GetDeploymentCommand({ ...envIds, DeploymentNumber: 1 }));
  expect(complete.State).toBe("COMPLETE");
  expect(complete.CompletedAt).toEqual(new Date("2026-01-01T00:03:00.000Z"));
  const cfg = await aws.send(
    new GetConfigurationCommand({
      Application: "mobile",
      Environment: "beta",
      Configuration: "flags",
      ClientId: "phone-1",
    }),
  );
  expect([text(cfg.Content), cfg.ConfigurationVersion, cfg.ContentType]).toEqual([
    '{"theme":"light"}',
    "1",
    "application/json",
  ]);

  // The environment's alarm goes off during the bake of deployment 2: it rolls back.
  await aws.send(
    new StartDeploymentCommand({
      ...envIds,
      DeploymentStrategyId: strategy.Id,
      ConfigurationProfileId: profile.Id,
      ConfigurationVersion: "2024.2-dark",
    }),
  );
  gw.clock.advance(2 * 60_000 + 10_000);
  expect((await aws.send(new GetDeploymentCommand({ ...envIds, DeploymentNumber: 2 }))).State).toBe("BAKING");
  const alarmRes = await fetch(`${gw.url}/__admin/services/config-delivery/trigger-alarm`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ApplicationId: app.Id, EnvironmentId: env.Id }),
  });
  expect(((await alarmRes.json()) as { rolledBack: { State: string } }).rolledBack.State).toBe(
    "ROLLING_BACK",
  );
  expect((await aws.send(new GetEnvironmentCommand(envIds))).State).toBe("ROLLING_BACK");
  gw.clock.advance(60_000);
  const rolledBack = await aws.send(new GetDeploymentCommand({ ...envIds, DeploymentNumber: 2 }));
  expect(rolledBack.State).toBe("ROLLED_BACK");
  expect(rolledBack.EventLog?.find((e) => e.EventType === "ROLLBACK_STARTED")?.TriggeredBy).toBe(
    "CLOUDWATCH_ALARM",
  );
  const after = await aws.send(
    new GetConfigurationCommand({
      Application: app.Id,
      Environment: env.Id,
      Configuration: profile.Id,
      ClientId: "phone-1",
    }),
  );
  expect(after.ConfigurationVersion).toBe("1");

  // Deployment 3 is stopped while deploying.
  await aws.send(
    new StartDeploymentCommand({
      ...envIds,
      DeploymentStrategyId: strategy.Id,
      ConfigurationProfileId: profile.Id,
      ConfigurationVersion: "2",
    }),
  );
  const stopped = await aws.send(new StopDeploymentCommand({ ...envIds, DeploymentNumber: 3 }));
  expect(stopped.State).toBe("ROLLED_BACK");
  const numbers: number[] = [];
  for await (const page of paginateListDeployments({ client: aws, pageSize: 2 }, envIds)) {
    numbers.push(...(page.Items ?? []).map((d) => d.DeploymentNumber ?? 0));
  }
  expect(numbers).toEqual([3, 2, 1]);

  // Tags by ARN.
  const appArn = `arn:aws:appconfig:us-east-1:111122223333:application/${app.Id}`;
  await aws.send(new TagResourceCommand({ ResourceArn: appArn, Tags: { stage: "beta" } }));
  await aws.send(new UntagResourceCommand({ ResourceArn: appArn, TagKeys: ["owner"] }));
  expect((await aws.send(new ListTagsForResourceCommand({ ResourceArn: appArn }))).Tags).toEqual({
    stage: "beta",
  });

  // Extensions: versions, ARNs, associations.
  const actions = {
    ON_DEPLOYMENT_COMPLETE: [{ Name: "notify", Uri: "arn:aws:sns:us-east-1:111122223333:deployments" }],
  };
  const ext = await aws.send(
    new CreateExtensionCommand({
      Name: "notifier",
      Actions: actions,
      Parameters: { channel: { Required: false } },
    }),
  );
  await expect(
    aws.send(new CreateExtensionCommand({ Name: "notifier", Actions: actions })),
  ).rejects.toBeInstanceOf(ConflictException);
  const ext2 = await aws.send(
    new CreateExtensionCommand({
      Name: "notifier",
      Actions: actions,
      Parameters: { channel: {} },
      LatestVersionNumber: 1,
    }),
  );
  expect(ext2.Arn).toBe(`arn:aws:appconfig:us-east-1:111122223333:extension/${ext.Id}/2`);
  await aws.send(new UpdateExtensionCommand({ ExtensionIdentifier: ext.Arn, Description: "first version" }));
  expect(
    (await aws.send(new GetExtensionCommand({ ExtensionIdentifier: ext.Id, VersionNumber: 1 }))).Description,
  ).toBe("first version");
  const listed = await aws.send(new ListExtensionsCommand({ Name: "notifier" }));
  expect(listed.Items?.map((e) => e.VersionNumber)).toEqual([2]);
  const assoc = await aws.send(
    new CreateExtensionAssociationCommand({
      ExtensionIdentifier: ext.Id,
      ResourceIdentifier: appArn,
      Parameters: { channel: "ops" },
    }),
  );
  await aws.send(
    new UpdateExtensionAssociationCommand({
      ExtensionAssociationId: assoc.Id,
      Parameters: { channel: "dev" },
    }),
  );
  expect(
    (await aws.send(new GetExtensionAssociationCommand({ ExtensionAssociationId: assoc.Id }))).Parameters,
  ).toEqual({ channel: "dev" });
  expect(
    (await aws.send(new ListExtensionAssociationsCommand({ ResourceIdentifier: appArn }))).Items?.map(
      (a) => a.Id,
    ),
  ).toEqual([assoc.Id]);
  await expect(aws.send(new DeleteExtensionCommand({ ExtensionIdentifier: ext.Id }))).rejects.toBeInstanceOf(
    BadRequestException,
  );
  await aws.send(new DeleteExtensionAssociationCommand({ ExtensionAssociationId: assoc.Id }));
  await aws.send(new DeleteExtensionCommand({ ExtensionIdentifier: ext.Id, VersionNumber: 2 }));
  await aws.send(new DeleteExtensionCommand({ ExtensionIdentifier: ext.Id }));
  await expect(aws.send(new GetExtensionCommand({ ExtensionIdentifier: ext.Id }))).rejects.toBeInstanceOf(
    ResourceNotFoundException,
  );

  // Deletes.
  await aws.send(new DeleteHostedConfigurationVersionCommand({ ...ids, VersionNumber: 1 }));
  await aws.send(new DeleteHostedConfigurationVersionCommand({ ...ids, VersionNumber: 2 }));
  await aws.send(new DeleteConfigurationProfileCommand(ids));
  await aws.send(new DeleteEnvironmentCommand(envIds));
  await aws.send(new DeleteDeploymentStrategyCommand({ DeploymentStrategyId: strategy.Id }));
  await aws.send(new DeleteApplicationCommand({ ApplicationId: app.Id }));
  const missing = await aws
    .send(new GetApplicationCommand({ ApplicationId: app.Id }))
    .catch((e: unknown) => e);
  expect(missing).toBeInstanceOf(ResourceNotFoundException);
  expect(missing).toMatchObject({ ResourceName: "Application", $metadata: { httpStatusCode: 404 } });
});

test("deletion protection keeps a recently retrieved profile unless bypassed", async () => {
  const app = await aws.send(new CreateApplicationCommand({ Name: "protected" }));
  const env = await aws.send(new CreateEnvironmentCommand({ ApplicationId: app.Id, Name: "prod" }));
  const profile = await aws.send(
    new CreateConfigurationProfileCommand({ ApplicationId: app.Id, Name: "cfg", LocationUri: "hosted" }),
  );
  const ids = { ApplicationId: app.Id, ConfigurationProfileId: profile.Id };
  await aws.send(
    new CreateHostedConfigurationVersionCommand({
      ...ids,
      Content: Buffer.from("a=1"),
      ContentType: "text/plain",
    }),
  );
  await aws.send(
    new StartDeploymentCommand({
      ApplicationId: app.Id,
      EnvironmentId: env.Id,
      DeploymentStrategyId: "AppConfig.AllAtOnce",
      ConfigurationProfileId: profile.Id,
      ConfigurationVersion: "1",
    }),
  );
  const cfg = await aws.send(
    new GetConfigurationCommand({
      Application: "protected",
      Environment: "prod",
      Configuration: "cfg",
      ClientId: "x",
    }),
  );
  expect([text(cfg.Content), cfg.ContentType]).toEqual(["a=1", "text/plain"]);
  await aws.send(new DeleteHostedConfigurationVersionCommand({ ...ids, VersionNumber: 1 }));
  await expect(
    aws.send(new DeleteConfigurationProfileCommand({ ...ids, DeletionProtectionCheck: "APPLY" })),
  ).rejects.toBeInstanceOf(BadRequestException);
  await expect(
    aws.send(new DeleteEnvironmentCommand({ ApplicationId: app.Id, EnvironmentId: env.Id })),
  ).rejects.toBeInstanceOf(ConflictException);
  await aws.send(new DeleteConfigurationProfileCommand({ ...ids, DeletionProtectionCheck: "BYPASS" }));
});

test("the SDK's paginator walks every application", async () => {
  for (let i = 0; i < 5; i++) await aws.send(new CreateApplicationCommand({ Name: `paged-${i}` }));
  const names: string[] = [];
  for await (const page of paginateListApplications({ client: aws, pageSize: 2 }, {})) {
    expect((page.Items ?? []).length).toBeLessThanOrEqual(2);
    names.push(...(page.Items ?? []).map((a) => a.Name ?? ""));
  }
  expect(names.filter((n) => n.startsWith("paged-"))).toEqual([
    "paged-0",
    "paged-1",
    "paged-2",
    "paged-3",
    "paged-4",
  ]);
});
