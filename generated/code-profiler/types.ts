// generated from specs/code-profiler.yaml — do not edit; run `make generate`
/* eslint-disable */

export interface paths {
    "/profilingGroups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List profiling groups
         * @description With `includeDescription=true` the page is in `profilingGroups` (ProfilingGroupDescription objects)
         *     and `profilingGroupNames` is empty; otherwise the names are in `profilingGroupNames`.
         */
        get: operations["listProfilingGroups"];
        put?: never;
        /**
         * Create a profiling group
         * @description Creates a profiling group for agents to submit profiles to (CodeGuru Profiler's
         *     CreateProfilingGroup). Idempotent by `clientToken`: repeating a create with the token that created
         *     the group answers with the group; any other create of an existing name is a ConflictException.
         */
        post: operations["createProfilingGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profilingGroups/{profilingGroupName}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                profilingGroupName: components["parameters"]["profilingGroupName"];
            };
            cookie?: never;
        };
        /** Describe a profiling group */
        get: operations["describeProfilingGroup"];
        /** Update a profiling group (agent orchestration) */
        put: operations["updateProfilingGroup"];
        post?: never;
        /** Delete a profiling group with its profiles, policy and notification channels */
        delete: operations["deleteProfilingGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profilingGroups/{profilingGroupName}/agentProfile": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                profilingGroupName: components["parameters"]["profilingGroupName"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit profiling data to the group's aggregated profiles
         * @description The body is an agent profile (see the format in the API description) as JSON or as Amazon Ion
         *     (binary or text), under either of its media type names, `application/x-amzn-ion` (what CodeGuru
         *     agents send) or `application/x-vendor-ion`. A gzip-compressed body
         *     is accepted with `Content-Encoding: gzip` or, as agents send it, recognised by its magic bytes.
         *     A repeated `profileToken` is a retry: it answers 204 and adds nothing.
         */
        post: operations["postAgentProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profilingGroups/{profilingGroupName}/configureAgent": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                profilingGroupName: components["parameters"]["profilingGroupName"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An agent reports its state and receives its remote configuration */
        post: operations["configureAgent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profilingGroups/{profilingGroupName}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                profilingGroupName: components["parameters"]["profilingGroupName"];
            };
            cookie?: never;
        };
        /**
         * Aggregated profile for a time range
         * @description Give 1 or 2 of `startTime`, `endTime`, `period`: `startTime`+`endTime`, `startTime`+`period`,
         *     `endTime`+`period`, or `period` alone. `period` alone returns the latest aggregated profile: the
         *     latest stored one of that aggregation period when `period` is PT5M, PT1H or P1D, otherwise the
         *     `period` ending where the latest profiling data ends. No parameter, all three, or `startTime` or
         *     `endTime` alone is a ValidationException; so is a range over 7 days.
         *
         *     When no stored aggregated profile matches the range exactly, the stored ones lying inside it are
         *     combined (coarsest first, so no sample counts twice); when they cover only part of it, the
         *     profile covers that smaller range (`start`, `end` and `combinedProfiles` say which). `maxDepth`
         *     trims the call tree, folding the samples of deeper frames into the frame at the cut so totals stay
         *     intact. Retention: PT5M profiles 15 days, PT1H 60 days, P1D 3 years from their start.
         *
         *     The profile comes in the first of the response's media types that the `Accept` header lists:
         *     `application/json`, or Amazon Ion as `application/x-vendor-ion` or `application/x-amzn-ion` (the
         *     name CodeGuru's agents use). Without `Accept`, or with a wildcard, it is Ion, the real service's
         *     default; an `Accept` that lists none of them is a ValidationException.
         */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profilingGroups/{profilingGroupName}/profileTimes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                profilingGroupName: components["parameters"]["profilingGroupName"];
            };
            cookie?: never;
        };
        /**
         * Start times of the stored aggregated profiles of one period within a time range
         * @description `endTime` must be after `startTime` (400 otherwise).
         */
        get: operations["listProfileTimes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profilingGroups/{profilingGroupName}/frames/-/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                profilingGroupName: components["parameters"]["profilingGroupName"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Time series of frame metrics computed from the submitted profiles
         * @description The range is given by two of `startTime`, `endTime`, `period` (all three must agree, and `endTime` must
         *     be after `startTime`); a missing `endTime` is now and a missing `period` one day. `period` may be at
         *     most one day (PT24H or P1D).
         *     The range is aligned to the resolution's UTC boundaries and split into steps of that resolution.
         *     `targetResolution` (default PT5M) falls back to the most granular resolution after it whose
         *     retention still covers the range. A step's value is the metric of the aggregated profile of that
         *     step (0 when no profile was received).
         *
         *     `AggregatedRelativeTotalTime` of a frame is the share of the profile's samples, among the counters
         *     named in `threadStates` (all counters when empty), whose stack contains the frame.
         */
        post: operations["batchGetFrameMetricData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profilingGroups/{profilingGroupName}/policy": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                profilingGroupName: components["parameters"]["profilingGroupName"];
            };
            cookie?: never;
        };
        /** The group's JSON resource-based policy and its revision */
        get: operations["getPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profilingGroups/{profilingGroupName}/policy/{actionGroup}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                profilingGroupName: components["parameters"]["profilingGroupName"];
                /** @description The one supported action group; it grants ConfigureAgent and PostAgentProfile. */
                actionGroup: components["parameters"]["actionGroup"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Grant the action group's permissions to principals, creating the policy if none exists
         * @description The principals are added to those already granted the action group. The first call on a group
         *     carries no `revisionId`; later calls must carry the current one. A missing, unknown or stale
         *     `revisionId` is a ConflictException.
         */
        put: operations["putPermission"];
        post?: never;
        /** Remove the action group's permissions from the policy */
        delete: operations["removePermission"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profilingGroups/{profilingGroupName}/notificationConfiguration": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                profilingGroupName: components["parameters"]["profilingGroupName"];
            };
            cookie?: never;
        };
        /** The group's anomaly notification configuration */
        get: operations["getNotificationConfiguration"];
        put?: never;
        /**
         * Add anomaly notification channels (at most 2 per group)
         * @description A channel whose `uri` is already configured replaces that channel's event publishers and keeps its
         *     id. More than 2 channels in all is a ServiceQuotaExceededException.
         */
        post: operations["addNotificationChannels"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profilingGroups/{profilingGroupName}/notificationConfiguration/{channelId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                profilingGroupName: components["parameters"]["profilingGroupName"];
                channelId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one notification channel */
        delete: operations["removeNotificationChannel"];
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
            message: string;
        };
        ProfilingGroupName: string;
        /** @example 6f1c2b7e-0d4a-4c1e-9b8f-3a2d5e7c9f01 */
        Uuid: string;
        RevisionId: components["schemas"]["Uuid"];
        /** @enum {string} */
        AggregationPeriod: "PT5M" | "PT1H" | "P1D";
        /** @enum {string} */
        ComputePlatform: "Default" | "AWSLambda";
        Tags: {
            [key: string]: string;
        };
        AgentOrchestrationConfig: {
            profilingEnabled: boolean;
        };
        CreateProfilingGroupRequest: {
            profilingGroupName: components["schemas"]["ProfilingGroupName"];
            computePlatform?: components["schemas"]["ComputePlatform"];
            agentOrchestrationConfig?: components["schemas"]["AgentOrchestrationConfig"];
            tags?: components["schemas"]["Tags"];
        };
        AggregatedProfileTime: {
            /** Format: date-time */
            start: string;
            period: components["schemas"]["AggregationPeriod"];
        };
        ProfilingStatus: {
            /** Format: date-time */
            latestAgentProfileReportedAt?: string;
            /** Format: date-time */
            latestAgentOrchestratedAt?: string;
            latestAggregatedProfile?: components["schemas"]["AggregatedProfileTime"];
        };
        ProfilingGroupDescription: {
            name: components["schemas"]["ProfilingGroupName"];
            /** @example arn:aws:codeguru-profiler:us-east-1:123456789012:profilingGroup/my-app */
            arn: string;
            agentOrchestrationConfig: components["schemas"]["AgentOrchestrationConfig"];
            computePlatform: components["schemas"]["ComputePlatform"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            profilingStatus: components["schemas"]["ProfilingStatus"];
            tags: components["schemas"]["Tags"];
        };
        ListProfilingGroupsResponse: {
            profilingGroupNames: components["schemas"]["ProfilingGroupName"][];
            profilingGroups?: components["schemas"]["ProfilingGroupDescription"][];
            nextToken?: string;
        };
        ConfigureAgentRequest: {
            fleetInstanceId?: string;
            /** @description Facts the agent reports about itself (ComputePlatform, AgentId, Lambda details...). */
            metadata?: {
                [key: string]: string;
            };
        };
        AgentConfiguration: {
            shouldProfile: boolean;
            periodInSeconds: number;
            /**
             * @description SamplingIntervalInMilliseconds, ReportingIntervalInMilliseconds,
             *     MinimumTimeForReportingInMilliseconds, MemoryUsageLimitPercent, MaxStackDepth (values as strings).
             */
            agentParameters?: {
                [key: string]: string;
            };
        };
        /**
         * @description One frame of the call tree: `counts` are the samples per counter (thread state) in which this frame
         *     was the innermost one; `children` maps the frame names it called to their nodes.
         */
        CallGraphNode: {
            counts?: {
                [key: string]: number;
            };
            children?: {
                [key: string]: components["schemas"]["CallGraphNode"];
            };
            file?: string;
            line?: number[];
        };
        AggregatedProfile: {
            /**
             * Format: date-time
             * @description Start of the range the profile covers.
             */
            start: string;
            /**
             * Format: date-time
             * @description End of the range the profile covers.
             */
            end: string;
            /** @description The stored aggregated profiles this one was combined from. */
            combinedProfiles: components["schemas"]["AggregatedProfileTime"][];
            callgraph: components["schemas"]["CallGraphNode"];
        };
        FrameMetric: {
            frameName: string;
            /** @enum {string} */
            type: "AggregatedRelativeTotalTime";
            threadStates: string[];
        };
        TimestampStructure: {
            /** Format: date-time */
            value: string;
        };
        BatchGetFrameMetricDataResponse: {
            /** Format: date-time */
            startTime: string;
            /** Format: date-time */
            endTime: string;
            resolution: components["schemas"]["AggregationPeriod"];
            endTimes: components["schemas"]["TimestampStructure"][];
            unprocessedEndTimes: {
                [key: string]: components["schemas"]["TimestampStructure"][];
            };
            frameMetricData: {
                frameMetric: components["schemas"]["FrameMetric"];
                values: number[];
            }[];
        };
        Channel: {
            id?: components["schemas"]["Uuid"];
            /**
             * @description ARN of an SNS topic.
             * @example arn:aws:sns:us-east-1:123456789012:profiler-anomalies
             */
            uri: string;
            eventPublishers: "AnomalyDetection"[];
        };
        NotificationConfiguration: {
            channels?: components["schemas"]["Channel"][];
        };
    };
    responses: {
        /** @description An error in the AWS REST-JSON format; the exception name is in `x-amzn-ErrorType`. */
        Error: {
            headers: {
                /**
                 * @description ValidationException (400), ResourceNotFoundException (404), ConflictException (409),
                 *     ServiceQuotaExceededException (402), ThrottlingException (429), InternalServerException (500),
                 *     MissingAuthenticationTokenException or IncompleteSignatureException (403).
                 */
                "x-amzn-ErrorType"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The policy document (a JSON string) and its revision. */
        Policy: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    policy: string;
                    revisionId: components["schemas"]["RevisionId"];
                };
            };
        };
        /** @description The group's notification configuration. */
        NotificationConfiguration: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    notificationConfiguration: components["schemas"]["NotificationConfiguration"];
                };
            };
        };
    };
    parameters: {
        profilingGroupName: components["schemas"]["ProfilingGroupName"];
        /** @description The one supported action group; it grants ConfigureAgent and PostAgentProfile. */
        actionGroup: "agentPermissions";
        /** @description At most this many results (default 100). */
        maxResults: number;
        /** @description The opaque `nextToken` of the previous page of the same listing. */
        nextToken: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listProfilingGroups: {
        parameters: {
            query?: {
                includeDescription?: boolean;
                /** @description At most this many results (default 100). */
                maxResults?: components["parameters"]["maxResults"];
                /** @description The opaque `nextToken` of the previous page of the same listing. */
                nextToken?: components["parameters"]["nextToken"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of profiling groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListProfilingGroupsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createProfilingGroup: {
        parameters: {
            query: {
                /** @description Idempotency token (the AWS SDKs generate a UUID). */
                clientToken: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProfilingGroupRequest"];
            };
        };
        responses: {
            /** @description The new profiling group. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfilingGroupDescription"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    describeProfilingGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                profilingGroupName: components["parameters"]["profilingGroupName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profiling group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfilingGroupDescription"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateProfilingGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                profilingGroupName: components["parameters"]["profilingGroupName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    agentOrchestrationConfig: components["schemas"]["AgentOrchestrationConfig"];
                };
            };
        };
        responses: {
            /** @description The updated profiling group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfilingGroupDescription"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteProfilingGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                profilingGroupName: components["parameters"]["profilingGroupName"];
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
    postAgentProfile: {
        parameters: {
            query?: {
                /** @description Idempotency token that prevents duplicate submissions on retry (a UUID). */
                profileToken?: string;
            };
            header?: never;
            path: {
                profilingGroupName: components["parameters"]["profilingGroupName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string;
                "application/x-vendor-ion": string;
                "application/x-amzn-ion": string;
            };
        };
        responses: {
            /** @description Accepted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["Error"];
        };
    };
    configureAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                profilingGroupName: components["parameters"]["profilingGroupName"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ConfigureAgentRequest"];
            };
        };
        responses: {
            /** @description Whether to profile, for how long, and the agent parameters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentConfiguration"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getProfile: {
        parameters: {
            query?: {
                startTime?: string;
                endTime?: string;
                /** @description ISO 8601 duration, e.g. PT1H or P1DT1H1M1S. */
                period?: string;
                maxDepth?: number;
            };
            header?: never;
            path: {
                profilingGroupName: components["parameters"]["profilingGroupName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The aggregated profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AggregatedProfile"];
                    "application/x-vendor-ion": string;
                    "application/x-amzn-ion": string;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listProfileTimes: {
        parameters: {
            query: {
                /** @example 2024-05-01T00:00:00Z */
                startTime: string;
                /** @example 2024-05-01T06:00:00Z */
                endTime: string;
                period: components["schemas"]["AggregationPeriod"];
                /**
                 * @description Default descending. The wire values are `TimestampDescending` and `TimestampAscending`; the
                 *     SDKs' enum constant names, `TIMESTAMP_DESCENDING` and `TIMESTAMP_ASCENDING`, are accepted too.
                 */
                orderBy?: "TimestampDescending" | "TimestampAscending" | "TIMESTAMP_DESCENDING" | "TIMESTAMP_ASCENDING";
                /** @description At most this many results (default 100). */
                maxResults?: components["parameters"]["maxResults"];
                /** @description The opaque `nextToken` of the previous page of the same listing. */
                nextToken?: components["parameters"]["nextToken"];
            };
            header?: never;
            path: {
                profilingGroupName: components["parameters"]["profilingGroupName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of profile start times. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profileTimes: {
                            /** Format: date-time */
                            start: string;
                        }[];
                        nextToken?: string;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    batchGetFrameMetricData: {
        parameters: {
            query?: {
                startTime?: string;
                endTime?: string;
                period?: string;
                targetResolution?: components["schemas"]["AggregationPeriod"];
            };
            header?: never;
            path: {
                profilingGroupName: components["parameters"]["profilingGroupName"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    frameMetrics?: components["schemas"]["FrameMetric"][];
                };
            };
        };
        responses: {
            /** @description The time series. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchGetFrameMetricDataResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                profilingGroupName: components["parameters"]["profilingGroupName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Policy"];
            default: components["responses"]["Error"];
        };
    };
    putPermission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                profilingGroupName: components["parameters"]["profilingGroupName"];
                /** @description The one supported action group; it grants ConfigureAgent and PostAgentProfile. */
                actionGroup: components["parameters"]["actionGroup"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description ARNs of IAM roles and users (or account roots); wildcards are not supported. */
                    principals: string[];
                    revisionId?: components["schemas"]["RevisionId"];
                };
            };
        };
        responses: {
            200: components["responses"]["Policy"];
            default: components["responses"]["Error"];
        };
    };
    removePermission: {
        parameters: {
            query: {
                /** @description The current revision of the policy; any other is a ConflictException. */
                revisionId: components["schemas"]["RevisionId"];
            };
            header?: never;
            path: {
                profilingGroupName: components["parameters"]["profilingGroupName"];
                /** @description The one supported action group; it grants ConfigureAgent and PostAgentProfile. */
                actionGroup: components["parameters"]["actionGroup"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Policy"];
            default: components["responses"]["Error"];
        };
    };
    getNotificationConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                profilingGroupName: components["parameters"]["profilingGroupName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["NotificationConfiguration"];
            default: components["responses"]["Error"];
        };
    };
    addNotificationChannels: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                profilingGroupName: components["parameters"]["profilingGroupName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channels: components["schemas"]["Channel"][];
                };
            };
        };
        responses: {
            200: components["responses"]["NotificationConfiguration"];
            default: components["responses"]["Error"];
        };
    };
    removeNotificationChannel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                profilingGroupName: components["parameters"]["profilingGroupName"];
                channelId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["NotificationConfiguration"];
            default: components["responses"]["Error"];
        };
    };
}
