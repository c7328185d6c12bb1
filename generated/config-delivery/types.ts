// generated from specs/config-delivery.yaml — do not edit; run `make generate`
/* eslint-disable */

export interface paths {
    "/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List applications */
        get: operations["listApplications"];
        put?: never;
        /** Create an application */
        post: operations["createApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/{ApplicationId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        /** Read an application */
        get: operations["getApplication"];
        put?: never;
        post?: never;
        /**
         * Delete an application
         * @description Deleting an application does not delete configuration from any host. An application that still has
         *     environments or configuration profiles is not deleted (BadRequestException).
         */
        delete: operations["deleteApplication"];
        options?: never;
        head?: never;
        /** Update an application's name or description */
        patch: operations["updateApplication"];
        trace?: never;
    };
    "/applications/{ApplicationId}/configurationprofiles": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        /** List an application's configuration profiles */
        get: operations["listConfigurationProfiles"];
        put?: never;
        /** Create a configuration profile */
        post: operations["createConfigurationProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/{ApplicationId}/configurationprofiles/{ConfigurationProfileId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
                ConfigurationProfileId: components["parameters"]["ConfigurationProfileId"];
            };
            cookie?: never;
        };
        /** Read a configuration profile */
        get: operations["getConfigurationProfile"];
        put?: never;
        post?: never;
        /**
         * Delete a configuration profile
         * @description Refused while hosted configuration versions exist under the profile, and, when deletion protection
         *     applies, while the profile was retrieved within the protection period (60 minutes).
         */
        delete: operations["deleteConfigurationProfile"];
        options?: never;
        head?: never;
        /** Update a configuration profile */
        patch: operations["updateConfigurationProfile"];
        trace?: never;
    };
    "/applications/{ApplicationId}/configurationprofiles/{ConfigurationProfileId}/validators": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
                ConfigurationProfileId: components["parameters"]["ConfigurationProfileId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a configuration version against the profile's validators
         * @description JSON Schema validators run for real; a failing document is a BadRequestException with
         *     `Reason: InvalidConfiguration` and the violations in `Details.InvalidConfiguration`. A LAMBDA
         *     validator cannot run on this gateway: a success then carries a `Warning` header naming every
         *     validator that was not run.
         */
        post: operations["validateConfiguration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/{ApplicationId}/configurationprofiles/{ConfigurationProfileId}/hostedconfigurationversions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
                ConfigurationProfileId: components["parameters"]["ConfigurationProfileId"];
            };
            cookie?: never;
        };
        /** List the versions of a profile, newest first */
        get: operations["listHostedConfigurationVersions"];
        put?: never;
        /**
         * Store a new version of the configuration content
         * @description The body is the content, as raw bytes of the type given in `Content-Type`. Version numbers increase
         *     per profile and are never reused.
         */
        post: operations["createHostedConfigurationVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/{ApplicationId}/configurationprofiles/{ConfigurationProfileId}/hostedconfigurationversions/{VersionNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
                ConfigurationProfileId: components["parameters"]["ConfigurationProfileId"];
                VersionNumber: number;
            };
            cookie?: never;
        };
        /** Read a version's content and attributes */
        get: operations["getHostedConfigurationVersion"];
        put?: never;
        post?: never;
        /** Delete a version */
        delete: operations["deleteHostedConfigurationVersion"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/{ApplicationId}/environments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        /** List an application's environments */
        get: operations["listEnvironments"];
        put?: never;
        /** Create an environment */
        post: operations["createEnvironment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/{ApplicationId}/environments/{EnvironmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
                EnvironmentId: components["parameters"]["EnvironmentId"];
            };
            cookie?: never;
        };
        /** Read an environment */
        get: operations["getEnvironment"];
        put?: never;
        post?: never;
        /**
         * Delete an environment
         * @description Refused while a deployment is in progress (ConflictException), and, when deletion protection
         *     applies, while the environment was retrieved from within the protection period (60 minutes).
         */
        delete: operations["deleteEnvironment"];
        options?: never;
        head?: never;
        /** Update an environment */
        patch: operations["updateEnvironment"];
        trace?: never;
    };
    "/applications/{ApplicationId}/environments/{EnvironmentId}/deployments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
                EnvironmentId: components["parameters"]["EnvironmentId"];
            };
            cookie?: never;
        };
        /** List an environment's deployments, descending by deployment number */
        get: operations["listDeployments"];
        put?: never;
        /**
         * Start deploying a configuration version with a strategy
         * @description One deployment at a time per environment. The deployment then moves with the clock: DEPLOYING while
         *     the share of targets grows by the strategy's growth type and factor over its duration, BAKING for the
         *     final bake time, then COMPLETE. The profile's validators run first.
         */
        post: operations["startDeployment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/{ApplicationId}/environments/{EnvironmentId}/deployments/{DeploymentNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
                EnvironmentId: components["parameters"]["EnvironmentId"];
                DeploymentNumber: number;
            };
            cookie?: never;
        };
        /** Read a deployment, its progress and its event log */
        get: operations["getDeployment"];
        put?: never;
        post?: never;
        /**
         * Stop a deployment
         * @description Works only while the deployment is DEPLOYING and leaves it ROLLED_BACK. With `Allow-Revert: true`, the
         *     environment's latest COMPLETE deployment is reverted instead (state REVERTED).
         */
        delete: operations["stopDeployment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deploymentstrategies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List deployment strategies, the predefined ones included */
        get: operations["listDeploymentStrategies"];
        put?: never;
        /** Create a deployment strategy */
        post: operations["createDeploymentStrategy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deploymentstrategies/{DeploymentStrategyId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A strategy id, or the id of a predefined strategy.
                 * @example AppConfig.AllAtOnce
                 */
                DeploymentStrategyId: components["parameters"]["DeploymentStrategyId"];
            };
            cookie?: never;
        };
        /** Read a deployment strategy */
        get: operations["getDeploymentStrategy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a deployment strategy (predefined strategies cannot be changed) */
        patch: operations["updateDeploymentStrategy"];
        trace?: never;
    };
    "/deployementstrategies/{DeploymentStrategyId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A strategy id, or the id of a predefined strategy.
                 * @example AppConfig.AllAtOnce
                 */
                DeploymentStrategyId: components["parameters"]["DeploymentStrategyId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a deployment strategy (the path segment is spelled `deployementstrategies`)
         * @description Predefined strategies cannot be deleted.
         */
        delete: operations["deleteDeploymentStrategy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/extensions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List custom and provider-authored extensions (latest version of each) */
        get: operations["listExtensions"];
        put?: never;
        /**
         * Create an extension, or a new version of one
         * @description Omit `Latest-Version-Number` to create version 1 of a new extension. To create the next version of an
         *     existing extension (same name), give the current latest version number: creating version 3 takes 2.
         */
        post: operations["createExtension"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/extensions/{ExtensionIdentifier}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The extension's name, id or ARN (percent-encoded in one path segment). */
                ExtensionIdentifier: components["parameters"]["ExtensionIdentifier"];
            };
            cookie?: never;
        };
        /** Read an extension by name, id or ARN */
        get: operations["getExtension"];
        put?: never;
        post?: never;
        /**
         * Delete an extension version
         * @description Refused while the extension has associations.
         */
        delete: operations["deleteExtension"];
        options?: never;
        head?: never;
        /** Update an extension version's description, actions or parameters */
        patch: operations["updateExtension"];
        trace?: never;
    };
    "/extensionassociations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List extension associations */
        get: operations["listExtensionAssociations"];
        put?: never;
        /** Associate an extension with an application, environment or configuration profile */
        post: operations["createExtensionAssociation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/extensionassociations/{ExtensionAssociationId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ExtensionAssociationId: string;
            };
            cookie?: never;
        };
        /** Read an extension association */
        get: operations["getExtensionAssociation"];
        put?: never;
        post?: never;
        /** Delete an association; the extension stays */
        delete: operations["deleteExtensionAssociation"];
        options?: never;
        head?: never;
        /** Replace an association's parameter values */
        patch: operations["updateExtensionAssociation"];
        trace?: never;
    };
    "/applications/{Application}/environments/{Environment}/configurations/{Configuration}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The application's name or id. */
                Application: string;
                /** @description The environment's name or id. */
                Environment: string;
                /** @description The configuration profile's name or id. */
                Configuration: string;
            };
            cookie?: never;
        };
        /**
         * Retrieve the deployed configuration (deprecated; replaced by a session-based retrieval API)
         * @deprecated
         * @description Returns the configuration deployed to the environment and its version in `Configuration-Version`.
         *     When `client_configuration_version` is already the version the client would receive, the body is
         *     empty. While a deployment is in progress only the rolled-out share of clients, chosen by `client_id`
         *     and stable per client, receives the new version.
         */
        get: operations["getConfiguration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configurationsessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a configuration session (AppConfig Data)
         * @description Starts a session that follows the configuration deployed to an environment; the application,
         *     environment and configuration profile are each named by id or name. The answer's
         *     `InitialConfigurationToken` is good for one `GET /configuration` within 24 hours. The session is the
         *     client's identity in the gradual rollout of a deployment: while a deployment is in progress, a stable
         *     share of sessions receives the new version. With `RequiredMinimumPollIntervalInSeconds`, a poll that
         *     comes sooner than that after the previous one is refused (BadRequestException, problem
         *     `PollIntervalNotSatisfied`).
         */
        post: operations["startConfigurationSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve the latest configuration of a session (AppConfig Data)
         * @description Returns the configuration the session should hold now, with the token for the next call in
         *     `Next-Poll-Configuration-Token` and the wait before that call in `Next-Poll-Interval-In-Seconds` (the
         *     session's `RequiredMinimumPollIntervalInSeconds`, 60 when it set none). Each token is good for one
         *     call and for 24 hours after it was issued, by the gateway's clock; a token used before, expired or not
         *     issued here is refused (BadRequestException with `Reason: InvalidParameters` and the problem in
         *     `Details.InvalidParameters.ConfigurationToken`), and a refused call leaves the token usable. When the
         *     session already received the configuration now deployed, the body is empty and `Version-Label` is
         *     absent; otherwise `Version-Label` carries the hosted version's label when it has one. While nothing
         *     is deployed the answer is ResourceNotFoundException.
         */
        get: operations["getLatestConfiguration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tags/{ResourceArn}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The resource's ARN, percent-encoded in one path segment.
                 * @example arn:aws:appconfig:us-east-1:123456789012:application/abc1234
                 */
                ResourceArn: components["schemas"]["ResourceArn"];
            };
            cookie?: never;
        };
        /** List a resource's tags */
        get: operations["listTagsForResource"];
        put?: never;
        /** Add or overwrite tags (at most 50 per resource) */
        post: operations["tagResource"];
        /** Remove tags by key */
        delete: operations["untagResource"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            Message: string;
            /**
             * @description BadRequestException only.
             * @enum {string}
             */
            Reason?: "InvalidConfiguration";
            /** @description BadRequestException only. */
            Details?: {
                InvalidConfiguration?: components["schemas"]["InvalidConfigurationDetail"][];
            };
            /** @description ResourceNotFoundException only. */
            ResourceName?: string;
            /**
             * @description PayloadTooLargeException only.
             * @enum {string}
             */
            Measure?: "KILOBYTES" | "MEGABYTES" | "GIGABYTES";
            Limit?: number;
            Size?: number;
        };
        /** @description An AppConfig Data error (the configuration-session operations). */
        SessionError: {
            Message: string;
            /**
             * @description BadRequestException only.
             * @enum {string}
             */
            Reason?: "InvalidParameters";
            /** @description BadRequestException only. */
            Details?: {
                /** @description The refused parameters, by name. */
                InvalidParameters?: {
                    [key: string]: {
                        /** @enum {string} */
                        Problem?: "Corrupted" | "Expired" | "PollIntervalNotSatisfied";
                    };
                };
            };
            /**
             * @description ResourceNotFoundException only.
             * @enum {string}
             */
            ResourceType?: "Application" | "ConfigurationProfile" | "Deployment" | "Environment" | "Configuration";
        };
        InvalidConfigurationDetail: {
            Constraint?: string;
            Location?: string;
            Reason?: string;
            Type?: string;
            Value?: string;
        };
        Id: string;
        /** @description An id or a name. */
        SessionIdentifier: string;
        /**
         * @description An opaque configuration-session token.
         * @example Y2ZnLXNlc3Npb24tdG9rZW4
         */
        ConfigurationToken: string;
        Name: string;
        Description: string;
        /** @description Tag keys (1 to 128 characters, not starting with `aws:`) and values (up to 256 characters). */
        Tags: {
            [key: string]: string;
        };
        Application: {
            Id: components["schemas"]["Id"];
            Name: components["schemas"]["Name"];
            Description?: components["schemas"]["Description"];
        };
        Applications: {
            Items: components["schemas"]["Application"][];
            NextToken?: string;
        };
        CreateApplicationRequest: {
            Name: components["schemas"]["Name"];
            Description?: components["schemas"]["Description"];
            Tags?: components["schemas"]["Tags"];
        };
        UpdateApplicationRequest: {
            Name?: components["schemas"]["Name"];
            Description?: components["schemas"]["Description"];
        };
        /** @description An alarm the environment watches during deployments; when it fires, the deployment rolls back. */
        Monitor: {
            AlarmArn: string;
            /** @example arn:aws:iam::123456789012:role/appconfig-alarms */
            AlarmRoleArn?: string;
        };
        Monitors: components["schemas"]["Monitor"][];
        /** @enum {string} */
        EnvironmentState: "READY_FOR_DEPLOYMENT" | "DEPLOYING" | "ROLLING_BACK" | "ROLLED_BACK" | "REVERTED";
        Environment: {
            ApplicationId: components["schemas"]["Id"];
            Id: components["schemas"]["Id"];
            Name: components["schemas"]["Name"];
            Description?: components["schemas"]["Description"];
            State: components["schemas"]["EnvironmentState"];
            Monitors?: components["schemas"]["Monitors"];
        };
        Environments: {
            Items: components["schemas"]["Environment"][];
            NextToken?: string;
        };
        CreateEnvironmentRequest: {
            Name: components["schemas"]["Name"];
            Description?: components["schemas"]["Description"];
            Monitors?: components["schemas"]["Monitors"];
            Tags?: components["schemas"]["Tags"];
        };
        UpdateEnvironmentRequest: {
            Name?: components["schemas"]["Name"];
            Description?: components["schemas"]["Description"];
            Monitors?: components["schemas"]["Monitors"];
        };
        /**
         * @description Feature flags or freeform configuration.
         * @enum {string}
         */
        ConfigurationProfileType: "AWS.AppConfig.FeatureFlags" | "AWS.Freeform";
        /** @enum {string} */
        ValidatorType: "JSON_SCHEMA" | "LAMBDA";
        /** @description A JSON Schema (the schema document) or a serverless function (its ARN). */
        Validator: {
            Type: components["schemas"]["ValidatorType"];
            Content: string;
        };
        Validators: components["schemas"]["Validator"][];
        /** @example arn:aws:iam::123456789012:role/appconfig-retrieval */
        RoleArn: string;
        ConfigurationProfile: {
            ApplicationId: components["schemas"]["Id"];
            Id: components["schemas"]["Id"];
            Name: string;
            Description?: components["schemas"]["Description"];
            /** @description `hosted`, or the URI of the configuration in another store (s3://, ssm-parameter://, ...). */
            LocationUri: string;
            RetrievalRoleArn?: components["schemas"]["RoleArn"];
            Validators?: components["schemas"]["Validators"];
            Type: components["schemas"]["ConfigurationProfileType"];
            KmsKeyArn?: string;
            KmsKeyIdentifier?: string;
        };
        ConfigurationProfileSummary: {
            ApplicationId: components["schemas"]["Id"];
            Id: components["schemas"]["Id"];
            Name: string;
            LocationUri: string;
            ValidatorTypes: components["schemas"]["ValidatorType"][];
            Type: components["schemas"]["ConfigurationProfileType"];
        };
        ConfigurationProfiles: {
            Items: components["schemas"]["ConfigurationProfileSummary"][];
            NextToken?: string;
        };
        CreateConfigurationProfileRequest: {
            Name: string;
            Description?: components["schemas"]["Description"];
            LocationUri: string;
            RetrievalRoleArn?: components["schemas"]["RoleArn"];
            Validators?: components["schemas"]["Validators"];
            Tags?: components["schemas"]["Tags"];
            Type?: components["schemas"]["ConfigurationProfileType"];
            KmsKeyIdentifier?: string;
        };
        UpdateConfigurationProfileRequest: {
            Name?: string;
            Description?: components["schemas"]["Description"];
            RetrievalRoleArn?: components["schemas"]["RoleArn"];
            Validators?: components["schemas"]["Validators"];
            KmsKeyIdentifier?: string;
        };
        HostedConfigurationVersionSummary: {
            ApplicationId: components["schemas"]["Id"];
            ConfigurationProfileId: components["schemas"]["Id"];
            VersionNumber: number;
            Description?: string;
            ContentType: string;
            VersionLabel?: string;
            KmsKeyArn?: string;
        };
        HostedConfigurationVersions: {
            Items: components["schemas"]["HostedConfigurationVersionSummary"][];
            NextToken?: string;
        };
        /** @enum {string} */
        GrowthType: "LINEAR" | "EXPONENTIAL";
        /** @enum {string} */
        ReplicateTo: "NONE" | "SSM_DOCUMENT";
        DeploymentStrategy: {
            Id: string;
            Name: string;
            Description?: string;
            DeploymentDurationInMinutes: number;
            GrowthType: components["schemas"]["GrowthType"];
            GrowthFactor: number;
            FinalBakeTimeInMinutes: number;
            ReplicateTo?: components["schemas"]["ReplicateTo"];
        };
        DeploymentStrategies: {
            Items: components["schemas"]["DeploymentStrategy"][];
            NextToken?: string;
        };
        CreateDeploymentStrategyRequest: {
            Name: components["schemas"]["Name"];
            Description?: components["schemas"]["Description"];
            DeploymentDurationInMinutes: number;
            FinalBakeTimeInMinutes?: number;
            GrowthFactor: number;
            GrowthType?: components["schemas"]["GrowthType"];
            ReplicateTo?: components["schemas"]["ReplicateTo"];
            Tags?: components["schemas"]["Tags"];
        };
        UpdateDeploymentStrategyRequest: {
            Description?: components["schemas"]["Description"];
            DeploymentDurationInMinutes?: number;
            FinalBakeTimeInMinutes?: number;
            GrowthFactor?: number;
            GrowthType?: components["schemas"]["GrowthType"];
        };
        /** @enum {string} */
        DeploymentState: "BAKING" | "VALIDATING" | "DEPLOYING" | "COMPLETE" | "ROLLING_BACK" | "ROLLED_BACK" | "REVERTED";
        ActionInvocation: {
            ExtensionIdentifier?: string;
            ActionName?: string;
            Uri?: string;
            RoleArn?: string;
            ErrorMessage?: string;
            ErrorCode?: string;
            InvocationId?: string;
        };
        DeploymentEvent: {
            /** @enum {string} */
            EventType: "PERCENTAGE_UPDATED" | "ROLLBACK_STARTED" | "ROLLBACK_COMPLETED" | "BAKE_TIME_STARTED" | "DEPLOYMENT_STARTED" | "DEPLOYMENT_COMPLETED" | "REVERT_COMPLETED";
            /** @enum {string} */
            TriggeredBy: "USER" | "APPCONFIG" | "CLOUDWATCH_ALARM" | "INTERNAL_ERROR";
            Description: string;
            ActionInvocations?: components["schemas"]["ActionInvocation"][];
            /** Format: date-time */
            OccurredAt: string;
        };
        AppliedExtension: {
            ExtensionId?: string;
            ExtensionAssociationId?: string;
            VersionNumber?: number;
            Parameters?: {
                [key: string]: string;
            };
        };
        Deployment: {
            ApplicationId: string;
            EnvironmentId: string;
            DeploymentStrategyId: string;
            ConfigurationProfileId: string;
            DeploymentNumber: number;
            ConfigurationName: string;
            ConfigurationLocationUri: string;
            ConfigurationVersion: string;
            Description?: string;
            DeploymentDurationInMinutes: number;
            GrowthType: components["schemas"]["GrowthType"];
            GrowthFactor: number;
            FinalBakeTimeInMinutes: number;
            State: components["schemas"]["DeploymentState"];
            /** @description The deployment's events, most recent first. */
            EventLog: components["schemas"]["DeploymentEvent"][];
            PercentageComplete: number;
            /** Format: date-time */
            StartedAt: string;
            /** Format: date-time */
            CompletedAt?: string;
            AppliedExtensions?: components["schemas"]["AppliedExtension"][];
            KmsKeyArn?: string;
            KmsKeyIdentifier?: string;
            VersionLabel?: string;
        };
        DeploymentSummary: {
            DeploymentNumber: number;
            ConfigurationName: string;
            ConfigurationVersion: string;
            DeploymentDurationInMinutes: number;
            GrowthType: components["schemas"]["GrowthType"];
            GrowthFactor: number;
            FinalBakeTimeInMinutes: number;
            State: components["schemas"]["DeploymentState"];
            PercentageComplete: number;
            /** Format: date-time */
            StartedAt: string;
            /** Format: date-time */
            CompletedAt?: string;
            VersionLabel?: string;
        };
        Deployments: {
            Items: components["schemas"]["DeploymentSummary"][];
            NextToken?: string;
        };
        StartDeploymentRequest: {
            /** @example AppConfig.AllAtOnce */
            DeploymentStrategyId: string;
            ConfigurationProfileId: components["schemas"]["Id"];
            /** @description A hosted version number or its version label. */
            ConfigurationVersion: string;
            Description?: components["schemas"]["Description"];
            Tags?: components["schemas"]["Tags"];
            KmsKeyIdentifier?: string;
            DynamicExtensionParameters?: {
                [key: string]: string;
            };
            /** @description Optional lock; when given it must equal the environment's latest deployment number. */
            LatestDeploymentNumber?: number;
        };
        /**
         * @description The ARN of an AppConfig resource: an application, environment, configuration profile, deployment,
         *     deployment strategy, extension (optionally with its version) or extension association.
         */
        ResourceArn: string;
        /** @enum {string} */
        ActionPoint: "PRE_CREATE_HOSTED_CONFIGURATION_VERSION" | "PRE_START_DEPLOYMENT" | "AT_DEPLOYMENT_TICK" | "ON_DEPLOYMENT_START" | "ON_DEPLOYMENT_STEP" | "ON_DEPLOYMENT_BAKING" | "ON_DEPLOYMENT_COMPLETE" | "ON_DEPLOYMENT_ROLLED_BACK";
        Action: {
            Name: string;
            Description?: components["schemas"]["Description"];
            Uri: string;
            RoleArn?: string;
        };
        /**
         * @description The actions to run at each action point: at least one point, each named as in ActionPoint (an object
         *     schema cannot take an enum for its keys in OpenAPI 3.0, so each point is a property).
         * @example {
         *       "ON_DEPLOYMENT_COMPLETE": [
         *         {
         *           "Name": "notify",
         *           "Uri": "arn:aws:sns:us-east-1:123456789012:deployments",
         *           "RoleArn": "arn:aws:iam::123456789012:role/appconfig-extension"
         *         }
         *       ]
         *     }
         */
        Actions: {
            PRE_CREATE_HOSTED_CONFIGURATION_VERSION?: components["schemas"]["ActionList"];
            PRE_START_DEPLOYMENT?: components["schemas"]["ActionList"];
            AT_DEPLOYMENT_TICK?: components["schemas"]["ActionList"];
            ON_DEPLOYMENT_START?: components["schemas"]["ActionList"];
            ON_DEPLOYMENT_STEP?: components["schemas"]["ActionList"];
            ON_DEPLOYMENT_BAKING?: components["schemas"]["ActionList"];
            ON_DEPLOYMENT_COMPLETE?: components["schemas"]["ActionList"];
            ON_DEPLOYMENT_ROLLED_BACK?: components["schemas"]["ActionList"];
        };
        ActionList: components["schemas"]["Action"][];
        Parameter: {
            Description?: components["schemas"]["Description"];
            Required?: boolean;
            Dynamic?: boolean;
        };
        Parameters: {
            [key: string]: components["schemas"]["Parameter"];
        };
        Extension: {
            Id: string;
            Name: string;
            VersionNumber: number;
            Arn: string;
            Description?: string;
            Actions: components["schemas"]["Actions"];
            Parameters?: components["schemas"]["Parameters"];
        };
        ExtensionSummary: {
            Id: string;
            Name: string;
            VersionNumber: number;
            Arn: string;
            Description?: string;
        };
        Extensions: {
            Items: components["schemas"]["ExtensionSummary"][];
            NextToken?: string;
        };
        CreateExtensionRequest: {
            /** @example deployment-notifier */
            Name: string;
            Description?: components["schemas"]["Description"];
            Actions: components["schemas"]["Actions"];
            Parameters?: components["schemas"]["Parameters"];
            Tags?: components["schemas"]["Tags"];
        };
        UpdateExtensionRequest: {
            Description?: components["schemas"]["Description"];
            Actions?: components["schemas"]["Actions"];
            Parameters?: components["schemas"]["Parameters"];
            /** @description The version to update; the highest when absent. */
            VersionNumber?: number;
        };
        ExtensionAssociation: {
            Id: string;
            ExtensionArn: string;
            ResourceArn: string;
            Arn: string;
            Parameters?: {
                [key: string]: string;
            };
            ExtensionVersionNumber: number;
        };
        ExtensionAssociationSummary: {
            Id: string;
            ExtensionArn: string;
            ResourceArn: string;
        };
        ExtensionAssociations: {
            Items: components["schemas"]["ExtensionAssociationSummary"][];
            NextToken?: string;
        };
        CreateExtensionAssociationRequest: {
            ExtensionIdentifier: string;
            ResourceIdentifier: string;
            ExtensionVersionNumber?: number;
            Parameters?: {
                [key: string]: string;
            };
            Tags?: components["schemas"]["Tags"];
        };
        UpdateExtensionAssociationRequest: {
            Parameters?: {
                [key: string]: string;
            };
        };
        ResourceTags: {
            Tags: components["schemas"]["Tags"];
        };
        TagResourceRequest: {
            Tags: components["schemas"]["Tags"];
        };
    };
    responses: {
        /**
         * @description An AWS REST-JSON error: the exception name (BadRequestException 400, ResourceNotFoundException 404,
         *     ConflictException 409, ServiceQuotaExceededException 402, PayloadTooLargeException 413,
         *     InternalServerException 500, ...) in `x-amzn-ErrorType`.
         */
        Error: {
            headers: {
                "x-amzn-ErrorType"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description An AppConfig Data error: the exception name (BadRequestException 400, ResourceNotFoundException 404,
         *     ...) in `x-amzn-ErrorType`.
         */
        SessionError: {
            headers: {
                "x-amzn-ErrorType"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SessionError"];
            };
        };
        /** @description The application. */
        Application: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Application"];
            };
        };
        /** @description The environment. */
        Environment: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Environment"];
            };
        };
        /** @description The configuration profile. */
        ConfigurationProfile: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ConfigurationProfile"];
            };
        };
        /** @description The version's content as raw bytes, its attributes in headers. */
        HostedConfigurationVersion: {
            headers: {
                "Application-Id": components["headers"]["ApplicationId"];
                "Configuration-Profile-Id": components["headers"]["ConfigurationProfileId"];
                "Version-Number": components["headers"]["VersionNumber"];
                Description: components["headers"]["Description"];
                VersionLabel: components["headers"]["VersionLabel"];
                [name: string]: unknown;
            };
            content: {
                "*/*": string;
            };
        };
        /** @description The deployment strategy. */
        DeploymentStrategy: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["DeploymentStrategy"];
            };
        };
        /** @description The deployment. */
        Deployment: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Deployment"];
            };
        };
        /** @description The extension version. */
        Extension: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Extension"];
            };
        };
        /** @description The extension association. */
        ExtensionAssociation: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ExtensionAssociation"];
            };
        };
    };
    parameters: {
        ApplicationId: string;
        EnvironmentId: string;
        ConfigurationProfileId: string;
        /**
         * @description A strategy id, or the id of a predefined strategy.
         * @example AppConfig.AllAtOnce
         */
        DeploymentStrategyId: string;
        /** @description The extension's name, id or ARN (percent-encoded in one path segment). */
        ExtensionIdentifier: string;
        /**
         * @description APPLY runs the deletion-protection check (resources retrieved within the last 60 minutes are
         *     protected); BYPASS skips it; ACCOUNT_DEFAULT follows the account setting, which is disabled.
         */
        DeletionProtectionCheck: "ACCOUNT_DEFAULT" | "APPLY" | "BYPASS";
        /** @description Page size (1 to 50; 50 when absent). */
        max_results: number;
        /** @description The `NextToken` of the previous page. */
        next_token: string;
        /** @description Alternative spelling of `max_results`. */
        MaxResults: number;
        /** @description Alternative spelling of `next_token`. */
        NextToken: string;
    };
    requestBodies: never;
    headers: {
        ApplicationId: string;
        ConfigurationProfileId: string;
        VersionNumber: number;
        Description: string;
        VersionLabel: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listApplications: {
        parameters: {
            query?: {
                /** @description Page size (1 to 50; 50 when absent). */
                max_results?: components["parameters"]["max_results"];
                /** @description The `NextToken` of the previous page. */
                next_token?: components["parameters"]["next_token"];
                /** @description Alternative spelling of `max_results`. */
                MaxResults?: components["parameters"]["MaxResults"];
                /** @description Alternative spelling of `next_token`. */
                NextToken?: components["parameters"]["NextToken"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of applications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Applications"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApplicationRequest"];
            };
        };
        responses: {
            201: components["responses"]["Application"];
            default: components["responses"]["Error"];
        };
    };
    getApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Application"];
            default: components["responses"]["Error"];
        };
    };
    deleteApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["Error"];
        };
    };
    updateApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateApplicationRequest"];
            };
        };
        responses: {
            200: components["responses"]["Application"];
            default: components["responses"]["Error"];
        };
    };
    listConfigurationProfiles: {
        parameters: {
            query?: {
                /** @description Page size (1 to 50; 50 when absent). */
                max_results?: components["parameters"]["max_results"];
                /** @description The `NextToken` of the previous page. */
                next_token?: components["parameters"]["next_token"];
                /** @description Alternative spelling of `max_results`. */
                MaxResults?: components["parameters"]["MaxResults"];
                /** @description Alternative spelling of `next_token`. */
                NextToken?: components["parameters"]["NextToken"];
                /** @description Only profiles of this type (feature flags or freeform configuration). */
                type?: components["schemas"]["ConfigurationProfileType"];
            };
            header?: never;
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of configuration profile summaries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfigurationProfiles"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createConfigurationProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateConfigurationProfileRequest"];
            };
        };
        responses: {
            201: components["responses"]["ConfigurationProfile"];
            default: components["responses"]["Error"];
        };
    };
    getConfigurationProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
                ConfigurationProfileId: components["parameters"]["ConfigurationProfileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ConfigurationProfile"];
            default: components["responses"]["Error"];
        };
    };
    deleteConfigurationProfile: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description APPLY runs the deletion-protection check (resources retrieved within the last 60 minutes are
                 *     protected); BYPASS skips it; ACCOUNT_DEFAULT follows the account setting, which is disabled.
                 */
                "x-amzn-deletion-protection-check"?: components["parameters"]["DeletionProtectionCheck"];
            };
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
                ConfigurationProfileId: components["parameters"]["ConfigurationProfileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["Error"];
        };
    };
    updateConfigurationProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
                ConfigurationProfileId: components["parameters"]["ConfigurationProfileId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateConfigurationProfileRequest"];
            };
        };
        responses: {
            200: components["responses"]["ConfigurationProfile"];
            default: components["responses"]["Error"];
        };
    };
    validateConfiguration: {
        parameters: {
            query: {
                /** @description The hosted configuration version number (or its version label) to validate. */
                configuration_version: string;
            };
            header?: never;
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
                ConfigurationProfileId: components["parameters"]["ConfigurationProfileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every validator that could run accepted the configuration. */
            204: {
                headers: {
                    /** @description Present when a validator could not run here, e.g. `299 - "LAMBDA validator ... was not run ..."`. */
                    Warning?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["Error"];
        };
    };
    listHostedConfigurationVersions: {
        parameters: {
            query?: {
                /** @description Page size (1 to 50; 50 when absent). */
                max_results?: components["parameters"]["max_results"];
                /** @description The `NextToken` of the previous page. */
                next_token?: components["parameters"]["next_token"];
                /** @description Alternative spelling of `max_results`. */
                MaxResults?: components["parameters"]["MaxResults"];
                /** @description Alternative spelling of `next_token`. */
                NextToken?: components["parameters"]["NextToken"];
                /** @description Exact label, or a prefix when it ends with `*` (e.g. `v1*`); the `*` may be sent unencoded. */
                version_label?: string;
            };
            header?: never;
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
                ConfigurationProfileId: components["parameters"]["ConfigurationProfileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of version summaries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostedConfigurationVersions"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createHostedConfigurationVersion: {
        parameters: {
            query?: never;
            header: {
                /** @description The MIME type of the content. */
                "Content-Type": string;
                Description?: string;
                /**
                 * @description Optional optimistic-locking token: the number of the latest version. A stale number is a
                 *     ConflictException.
                 */
                "Latest-Version-Number"?: number;
                /** @description Optional label; needs at least one non-numeric character; unique within the profile. */
                VersionLabel?: string;
            };
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
                ConfigurationProfileId: components["parameters"]["ConfigurationProfileId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "*/*": string;
            };
        };
        responses: {
            201: components["responses"]["HostedConfigurationVersion"];
            default: components["responses"]["Error"];
        };
    };
    getHostedConfigurationVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
                ConfigurationProfileId: components["parameters"]["ConfigurationProfileId"];
                VersionNumber: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["HostedConfigurationVersion"];
            default: components["responses"]["Error"];
        };
    };
    deleteHostedConfigurationVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
                ConfigurationProfileId: components["parameters"]["ConfigurationProfileId"];
                VersionNumber: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["Error"];
        };
    };
    listEnvironments: {
        parameters: {
            query?: {
                /** @description Page size (1 to 50; 50 when absent). */
                max_results?: components["parameters"]["max_results"];
                /** @description The `NextToken` of the previous page. */
                next_token?: components["parameters"]["next_token"];
                /** @description Alternative spelling of `max_results`. */
                MaxResults?: components["parameters"]["MaxResults"];
                /** @description Alternative spelling of `next_token`. */
                NextToken?: components["parameters"]["NextToken"];
            };
            header?: never;
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of environments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Environments"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createEnvironment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEnvironmentRequest"];
            };
        };
        responses: {
            201: components["responses"]["Environment"];
            default: components["responses"]["Error"];
        };
    };
    getEnvironment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
                EnvironmentId: components["parameters"]["EnvironmentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Environment"];
            default: components["responses"]["Error"];
        };
    };
    deleteEnvironment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description APPLY runs the deletion-protection check (resources retrieved within the last 60 minutes are
                 *     protected); BYPASS skips it; ACCOUNT_DEFAULT follows the account setting, which is disabled.
                 */
                "x-amzn-deletion-protection-check"?: components["parameters"]["DeletionProtectionCheck"];
            };
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
                EnvironmentId: components["parameters"]["EnvironmentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["Error"];
        };
    };
    updateEnvironment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
                EnvironmentId: components["parameters"]["EnvironmentId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateEnvironmentRequest"];
            };
        };
        responses: {
            200: components["responses"]["Environment"];
            default: components["responses"]["Error"];
        };
    };
    listDeployments: {
        parameters: {
            query?: {
                /** @description Page size (1 to 50; 50 when absent). */
                max_results?: components["parameters"]["max_results"];
                /** @description The `NextToken` of the previous page. */
                next_token?: components["parameters"]["next_token"];
                /** @description Alternative spelling of `max_results`. */
                MaxResults?: components["parameters"]["MaxResults"];
                /** @description Alternative spelling of `next_token`. */
                NextToken?: components["parameters"]["NextToken"];
            };
            header?: never;
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
                EnvironmentId: components["parameters"]["EnvironmentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deployment summaries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deployments"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    startDeployment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
                EnvironmentId: components["parameters"]["EnvironmentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartDeploymentRequest"];
            };
        };
        responses: {
            201: components["responses"]["Deployment"];
            default: components["responses"]["Error"];
        };
    };
    getDeployment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
                EnvironmentId: components["parameters"]["EnvironmentId"];
                DeploymentNumber: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Deployment"];
            default: components["responses"]["Error"];
        };
    };
    stopDeployment: {
        parameters: {
            query?: never;
            header?: {
                "Allow-Revert"?: boolean;
            };
            path: {
                ApplicationId: components["parameters"]["ApplicationId"];
                EnvironmentId: components["parameters"]["EnvironmentId"];
                DeploymentNumber: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: components["responses"]["Deployment"];
            default: components["responses"]["Error"];
        };
    };
    listDeploymentStrategies: {
        parameters: {
            query?: {
                /** @description Page size (1 to 50; 50 when absent). */
                max_results?: components["parameters"]["max_results"];
                /** @description The `NextToken` of the previous page. */
                next_token?: components["parameters"]["next_token"];
                /** @description Alternative spelling of `max_results`. */
                MaxResults?: components["parameters"]["MaxResults"];
                /** @description Alternative spelling of `next_token`. */
                NextToken?: components["parameters"]["NextToken"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deployment strategies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeploymentStrategies"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createDeploymentStrategy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDeploymentStrategyRequest"];
            };
        };
        responses: {
            201: components["responses"]["DeploymentStrategy"];
            default: components["responses"]["Error"];
        };
    };
    getDeploymentStrategy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A strategy id, or the id of a predefined strategy.
                 * @example AppConfig.AllAtOnce
                 */
                DeploymentStrategyId: components["parameters"]["DeploymentStrategyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DeploymentStrategy"];
            default: components["responses"]["Error"];
        };
    };
    updateDeploymentStrategy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A strategy id, or the id of a predefined strategy.
                 * @example AppConfig.AllAtOnce
                 */
                DeploymentStrategyId: components["parameters"]["DeploymentStrategyId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateDeploymentStrategyRequest"];
            };
        };
        responses: {
            200: components["responses"]["DeploymentStrategy"];
            default: components["responses"]["Error"];
        };
    };
    deleteDeploymentStrategy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A strategy id, or the id of a predefined strategy.
                 * @example AppConfig.AllAtOnce
                 */
                DeploymentStrategyId: components["parameters"]["DeploymentStrategyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["Error"];
        };
    };
    listExtensions: {
        parameters: {
            query?: {
                /** @description Page size (1 to 50; 50 when absent). */
                max_results?: components["parameters"]["max_results"];
                /** @description The `NextToken` of the previous page. */
                next_token?: components["parameters"]["next_token"];
                /** @description Alternative spelling of `max_results`. */
                MaxResults?: components["parameters"]["MaxResults"];
                /** @description Alternative spelling of `next_token`. */
                NextToken?: components["parameters"]["NextToken"];
                /** @description Only the extension with this name. */
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of extension summaries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Extensions"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createExtension: {
        parameters: {
            query?: never;
            header?: {
                "Latest-Version-Number"?: number;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateExtensionRequest"];
            };
        };
        responses: {
            201: components["responses"]["Extension"];
            default: components["responses"]["Error"];
        };
    };
    getExtension: {
        parameters: {
            query?: {
                /** @description The version to read; the highest when absent. */
                version_number?: number;
            };
            header?: never;
            path: {
                /** @description The extension's name, id or ARN (percent-encoded in one path segment). */
                ExtensionIdentifier: components["parameters"]["ExtensionIdentifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Extension"];
            default: components["responses"]["Error"];
        };
    };
    deleteExtension: {
        parameters: {
            query?: {
                /** @description The version to delete; the highest when absent. */
                version?: number;
            };
            header?: never;
            path: {
                /** @description The extension's name, id or ARN (percent-encoded in one path segment). */
                ExtensionIdentifier: components["parameters"]["ExtensionIdentifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["Error"];
        };
    };
    updateExtension: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The extension's name, id or ARN (percent-encoded in one path segment). */
                ExtensionIdentifier: components["parameters"]["ExtensionIdentifier"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateExtensionRequest"];
            };
        };
        responses: {
            200: components["responses"]["Extension"];
            default: components["responses"]["Error"];
        };
    };
    listExtensionAssociations: {
        parameters: {
            query?: {
                /** @description Page size (1 to 50; 50 when absent). */
                max_results?: components["parameters"]["max_results"];
                /** @description The `NextToken` of the previous page. */
                next_token?: components["parameters"]["next_token"];
                /** @description Alternative spelling of `max_results`. */
                MaxResults?: components["parameters"]["MaxResults"];
                /** @description Alternative spelling of `next_token`. */
                NextToken?: components["parameters"]["NextToken"];
                /** @description Only associations of the resource with this ARN. */
                resource_identifier?: components["schemas"]["ResourceArn"];
                /** @description Only associations of this extension (name, id or ARN). */
                extension_identifier?: string;
                /** @description Only associations of this version of the extension; needs `extension_identifier`. */
                extension_version_number?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of association summaries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExtensionAssociations"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createExtensionAssociation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateExtensionAssociationRequest"];
            };
        };
        responses: {
            201: components["responses"]["ExtensionAssociation"];
            default: components["responses"]["Error"];
        };
    };
    getExtensionAssociation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ExtensionAssociationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ExtensionAssociation"];
            default: components["responses"]["Error"];
        };
    };
    deleteExtensionAssociation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ExtensionAssociationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["Error"];
        };
    };
    updateExtensionAssociation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ExtensionAssociationId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateExtensionAssociationRequest"];
            };
        };
        responses: {
            200: components["responses"]["ExtensionAssociation"];
            default: components["responses"]["Error"];
        };
    };
    getConfiguration: {
        parameters: {
            query: {
                /** @description Identifies the client so the deployment can proceed in intervals. */
                client_id: string;
                /** @description The version the client received last; when omitted the client gets the current content. */
                client_configuration_version?: string;
            };
            header?: never;
            path: {
                /** @description The application's name or id. */
                Application: string;
                /** @description The environment's name or id. */
                Environment: string;
                /** @description The configuration profile's name or id. */
                Configuration: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configuration content (empty when the client is already current). */
            200: {
                headers: {
                    "Configuration-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    startConfigurationSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ApplicationIdentifier: components["schemas"]["SessionIdentifier"];
                    EnvironmentIdentifier: components["schemas"]["SessionIdentifier"];
                    ConfigurationProfileIdentifier: components["schemas"]["SessionIdentifier"];
                    RequiredMinimumPollIntervalInSeconds?: number;
                };
            };
        };
        responses: {
            /** @description The session's first token. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        InitialConfigurationToken: components["schemas"]["ConfigurationToken"];
                    };
                };
            };
            default: components["responses"]["SessionError"];
        };
    };
    getLatestConfiguration: {
        parameters: {
            query: {
                /** @description The `InitialConfigurationToken` of the session, or the `Next-Poll-Configuration-Token` of its last poll. */
                configuration_token: components["schemas"]["ConfigurationToken"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configuration content (empty when the session already holds it), in its own media type. */
            200: {
                headers: {
                    "Next-Poll-Configuration-Token": components["schemas"]["ConfigurationToken"];
                    "Next-Poll-Interval-In-Seconds": number;
                    "Version-Label"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            default: components["responses"]["SessionError"];
        };
    };
    listTagsForResource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The resource's ARN, percent-encoded in one path segment.
                 * @example arn:aws:appconfig:us-east-1:123456789012:application/abc1234
                 */
                ResourceArn: components["schemas"]["ResourceArn"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tags. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceTags"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    tagResource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The resource's ARN, percent-encoded in one path segment.
                 * @example arn:aws:appconfig:us-east-1:123456789012:application/abc1234
                 */
                ResourceArn: components["schemas"]["ResourceArn"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TagResourceRequest"];
            };
        };
        responses: {
            /** @description Tagged. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["Error"];
        };
    };
    untagResource: {
        parameters: {
            query: {
                tagKeys: string[];
            };
            header?: never;
            path: {
                /**
                 * @description The resource's ARN, percent-encoded in one path segment.
                 * @example arn:aws:appconfig:us-east-1:123456789012:application/abc1234
                 */
                ResourceArn: components["schemas"]["ResourceArn"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Untagged. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["Error"];
        };
    };
}
