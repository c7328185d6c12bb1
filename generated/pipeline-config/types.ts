// generated from specs/pipeline-config.yaml — do not edit; run `make generate`
/* eslint-disable */

export interface paths {
    "/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health check
         * @description Open to every caller, as load balancers probe it without credentials.
         */
        get: operations["getHealthCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/openapi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns this service's OpenAPI document (YAML) */
        get: operations["getOpenApiSpec"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Job information, with attempts and their logs */
        post: operations["getJobInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/get_light": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Job information without attempts and logs */
        post: operations["getJobInfoLight"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recent jobs of a connection, newest first by createdAt unless orderByField and orderByMethod say otherwise */
        post: operations["listJobsFor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a job */
        post: operations["cancelJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/get_debug_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** All information needed to debug a job */
        post: operations["getJobDebugInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/get_last_replication_job": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The most recent sync job of a connection, if any */
        post: operations["getLastReplicationJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/get_normalization_status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether normalization can be bypassed, per attempt */
        post: operations["getAttemptNormalizationStatusesForJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/logs/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Server or scheduler log lines, as text */
        post: operations["getLogs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications/try": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Try sending a notification
         * @description A `slack` notification needs `slackConfiguration` with its `webhook`; without them it is refused with 422.
         */
        post: operations["tryNotificationConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/attempt/save_stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Worker sets the sync stats of a running attempt */
        post: operations["saveStats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/attempt/save_sync_config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Worker saves the attempt's sync configuration */
        post: operations["saveSyncConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/attempt/set_workflow_in_attempt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Worker registers the workflow id of an attempt */
        post: operations["setWorkflowInAttempt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/connections/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a connection between a source and a destination
         * @description A connection runs by itself by its schedule: `scheduleType: basic` needs `scheduleData.basicSchedule` (or the legacy `schedule`) and runs every `units` `timeUnit` after the start of its latest sync job, the first time at once when it has none (a new active connection syncs right after creation); `scheduleType: cron` needs `scheduleData.cron` and waits for the expression's instants in its time zone; a `manual` connection, or one that is not active, runs only when synced by hand. A cron expression Quartz refuses (a value out of its field's range, `?` in both day fields), or one whose next runs come less than a minute apart (Airbyte's minimum, e.g. `* * * * * ?`), is a 422. `namespaceFormat` is required when `namespaceDefinition` is `customformat`.
         */
        post: operations["createConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/connections/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read a connection */
        post: operations["getConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/connections/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a connection (it becomes deprecated) */
        post: operations["deleteConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/connections/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a connection; absent fields keep their value
         * @description A connection runs by itself by its schedule: `scheduleType: basic` needs `scheduleData.basicSchedule` (or the legacy `schedule`) and runs every `units` `timeUnit` after the start of its latest sync job, the first time at once when it has none (a new active connection syncs right after creation); `scheduleType: cron` needs `scheduleData.cron` and waits for the expression's instants in its time zone; a `manual` connection, or one that is not active, runs only when synced by hand. A cron expression Quartz refuses (a value out of its field's range, `?` in both day fields), or one whose next runs come less than a minute apart (Airbyte's minimum, e.g. `* * * * * ?`), is a 422. `namespaceFormat` is required when `namespaceDefinition` is `customformat`.
         */
        post: operations["updateConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/connections/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Connections matching every given field */
        post: operations["searchConnections"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/connections/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Non-deleted connections of a workspace */
        post: operations["listConnectionsForWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/connections/list_all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Connections of a workspace, deleted ones included */
        post: operations["listAllConnectionsForWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/connections/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reset the data in the destination and the cursors (a reset_connection job) */
        post: operations["resetConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/connections/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Trigger a manual sync (a sync job); refused while one runs */
        post: operations["syncConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/web_backend/connections/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A connection with its source, destination, operations and latest sync job */
        post: operations["webBackendGetConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/web_backend/connections/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a connection together with its operations
         * @description A connection runs by itself by its schedule: `scheduleType: basic` needs `scheduleData.basicSchedule` (or the legacy `schedule`) and runs every `units` `timeUnit` after the start of its latest sync job, the first time at once when it has none (a new active connection syncs right after creation); `scheduleType: cron` needs `scheduleData.cron` and waits for the expression's instants in its time zone; a `manual` connection, or one that is not active, runs only when synced by hand. A cron expression Quartz refuses (a value out of its field's range, `?` in both day fields), or one whose next runs come less than a minute apart (Airbyte's minimum, e.g. `* * * * * ?`), is a 422. `namespaceFormat` is required when `namespaceDefinition` is `customformat`.
         */
        post: operations["webBackendCreateConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/web_backend/connections/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a connection and its operations; a changed catalog resets the changed streams unless skipReset
         * @description A connection runs by itself by its schedule: `scheduleType: basic` needs `scheduleData.basicSchedule` (or the legacy `schedule`) and runs every `units` `timeUnit` after the start of its latest sync job, the first time at once when it has none (a new active connection syncs right after creation); `scheduleType: cron` needs `scheduleData.cron` and waits for the expression's instants in its time zone; a `manual` connection, or one that is not active, runs only when synced by hand. A cron expression Quartz refuses (a value out of its field's range, `?` in both day fields), or one whose next runs come less than a minute apart (Airbyte's minimum, e.g. `* * * * * ?`), is a 422. `namespaceFormat` is required when `namespaceDefinition` is `customformat`.
         */
        post: operations["webBackendUpdateConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/web_backend/connections/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Non-deleted connections of a workspace, as list items */
        post: operations["webBackendListConnectionsForWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/web_backend/check_updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** How many source and destination definitions have a newer version */
        post: operations["webBackendCheckUpdates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/web_backend/geographies/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Available geographies */
        post: operations["webBackendListGeographies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/web_backend/state/get_type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** State type of a connection */
        post: operations["getStateType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/web_backend/workspace/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether a workspace has connections, sources and destinations */
        post: operations["webBackendGetWorkspaceState"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/state/create_or_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or update the state of a connection */
        post: operations["createOrUpdateState"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/state/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The state of a connection */
        post: operations["getState"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operations/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check that an operation to be created is valid */
        post: operations["checkOperation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operations/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an operation in a workspace */
        post: operations["createOperation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operations/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete an operation (and remove it from every connection) */
        post: operations["deleteOperation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operations/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read an operation */
        post: operations["getOperation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operations/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update an operation */
        post: operations["updateOperation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operations/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Operations of a connection */
        post: operations["listOperationsForConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sources/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a source; its configuration must fit the definition's specification */
        post: operations["createSource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sources/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read a source (secrets masked) */
        post: operations["getSource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sources/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update a source; a masked secret keeps its stored value */
        post: operations["updateSource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sources/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a source and deprecate its connections */
        post: operations["deleteSource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sources/clone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copy a source, secrets included, optionally with a new name or configuration */
        post: operations["cloneSource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sources/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sources matching every given field */
        post: operations["searchSources"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sources/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sources of a workspace */
        post: operations["listSourcesForWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sources/check_connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the connection to a source */
        post: operations["checkConnectionToSource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sources/check_connection_for_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the connection a proposed update would make */
        post: operations["checkConnectionToSourceForUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sources/discover_schema": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Discover the source's schema catalog; the result becomes its most recent catalog */
        post: operations["discoverSchemaForSource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sources/most_recent_source_actor_catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The most recent catalog of a source (empty when never discovered) */
        post: operations["getMostRecentSourceActorCatalog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sources/write_discover_catalog_result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Worker only; stores a discovered catalog as the source's most recent one */
        post: operations["writeDiscoverCatalogResult"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/destinations/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a destination; its configuration must fit the definition's specification */
        post: operations["createDestination"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/destinations/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read a destination (secrets masked) */
        post: operations["getDestination"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/destinations/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update a destination; a masked secret keeps its stored value */
        post: operations["updateDestination"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/destinations/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a destination and deprecate its connections */
        post: operations["deleteDestination"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/destinations/clone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copy a destination, secrets included, optionally with a new name or configuration */
        post: operations["cloneDestination"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/destinations/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Destinations matching every given field */
        post: operations["searchDestinations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/destinations/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Destinations of a workspace */
        post: operations["listDestinationsForWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/destinations/check_connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the connection to a destination */
        post: operations["checkConnectionToDestination"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/destinations/check_connection_for_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the connection a proposed update would make */
        post: operations["checkConnectionToDestinationForUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/scheduler/sources/check_connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a source configuration that is not saved */
        post: operations["executeSourceCheckConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/scheduler/destinations/check_connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a destination configuration that is not saved */
        post: operations["executeDestinationCheckConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/scheduler/sources/discover_schema": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Discover the schema of a source configuration that is not saved */
        post: operations["executeSourceDiscoverSchema"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/source_definitions/create_custom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a custom source definition for a workspace */
        post: operations["createCustomSourceDefinition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/source_definitions/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read a source definition */
        post: operations["getSourceDefinition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/source_definitions/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the version (docker image tag) or resource requirements of a source definition */
        post: operations["updateSourceDefinition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/source_definitions/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a source definition and the sources that use it */
        post: operations["deleteSourceDefinition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/source_definitions/get_for_workspace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A source definition as a workspace may use it */
        post: operations["getSourceDefinitionForWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/source_definitions/grant_definition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Grant a private non-custom source definition to a workspace */
        post: operations["grantSourceDefinitionToWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/source_definitions/revoke_definition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a private non-custom source definition from a workspace */
        post: operations["revokeSourceDefinitionFromWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/source_definitions/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The public source definitions of the deployment */
        post: operations["listSourceDefinitions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/source_definitions/list_for_workspace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Public, granted and custom source definitions a workspace may use */
        post: operations["listSourceDefinitionsForWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/source_definitions/list_latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The newest known version of every public source definition */
        post: operations["listLatestSourceDefinitions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/source_definitions/list_private": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Private non-custom source definitions, each with whether the workspace holds a grant */
        post: operations["listPrivateSourceDefinitions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/source_definition_specifications/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Connection specification of a source definition */
        post: operations["getSourceDefinitionSpecification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/destination_definitions/create_custom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a custom destination definition for a workspace */
        post: operations["createCustomDestinationDefinition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/destination_definitions/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read a destination definition */
        post: operations["getDestinationDefinition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/destination_definitions/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the version (docker image tag) or resource requirements of a destination definition */
        post: operations["updateDestinationDefinition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/destination_definitions/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a destination definition and the destinations that use it */
        post: operations["deleteDestinationDefinition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/destination_definitions/get_for_workspace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A destination definition as a workspace may use it */
        post: operations["getDestinationDefinitionForWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/destination_definitions/grant_definition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Grant a private non-custom destination definition to a workspace */
        post: operations["grantDestinationDefinitionToWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/destination_definitions/revoke_definition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a private non-custom destination definition from a workspace */
        post: operations["revokeDestinationDefinitionFromWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/destination_definitions/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The public destination definitions of the deployment */
        post: operations["listDestinationDefinitions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/destination_definitions/list_for_workspace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Public, granted and custom destination definitions a workspace may use */
        post: operations["listDestinationDefinitionsForWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/destination_definitions/list_latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The newest known version of every public destination definition */
        post: operations["listLatestDestinationDefinitions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/destination_definitions/list_private": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Private non-custom destination definitions, each with whether the workspace holds a grant */
        post: operations["listPrivateDestinationDefinitions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/destination_definition_specifications/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Connection specification of a destination definition */
        post: operations["getDestinationDefinitionSpecification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/source_oauths/get_consent_url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Consent-screen URL for a source definition */
        post: operations["getSourceOAuthConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/source_oauths/complete_oauth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange a consent code for access and refresh tokens */
        post: operations["completeSourceOAuth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/source_oauths/oauth_params/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set instance-wide OAuth parameters of a source definition */
        post: operations["setInstancewideSourceOauthParams"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/destination_oauths/get_consent_url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Consent-screen URL for a destination definition */
        post: operations["getDestinationOAuthConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/destination_oauths/complete_oauth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange a consent code for access and refresh tokens */
        post: operations["completeDestinationOAuth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/destination_oauths/oauth_params/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set instance-wide OAuth parameters of a destination definition */
        post: operations["setInstancewideDestinationOauthParams"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a workspace; its slug is derived from the name and unique
         * @description Each `slack` notification needs `slackConfiguration`.
         */
        post: operations["createWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read a workspace */
        post: operations["getWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a workspace's settings; absent fields keep their value
         * @description Each `slack` notification needs `slackConfiguration`.
         */
        post: operations["updateWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a workspace with its connections, sources and destinations */
        post: operations["deleteWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces/get_by_connection_id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The workspace a connection belongs to */
        post: operations["getWorkspaceByConnectionId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces/get_by_slug": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Find a workspace by slug */
        post: operations["getWorkspaceBySlug"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** All workspaces of the deployment */
        post: operations["listWorkspaces"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces/update_name": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rename a workspace; the slug follows the new name */
        post: operations["updateWorkspaceName"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces/tag_feedback_status_as_done": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark the workspace's feedback as given */
        post: operations["updateWorkspaceFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        KnownExceptionInfo: {
            message: string;
            exceptionClassName?: string;
            exceptionStack?: string[];
            rootCauseExceptionClassName?: string;
            rootCauseExceptionStack?: string[];
        };
        NotFoundKnownExceptionInfo: {
            id?: string;
            message: string;
            exceptionClassName?: string;
            exceptionStack?: string[];
            rootCauseExceptionClassName?: string;
            rootCauseExceptionStack?: string[];
        };
        InvalidInputExceptionInfo: {
            message: string;
            exceptionClassName?: string;
            exceptionStack?: string[];
            validationErrors: components["schemas"]["InvalidInputProperty"][];
        };
        InvalidInputProperty: {
            propertyPath: string;
            invalidValue?: string;
            message?: string;
        };
        /** Format: uuid */
        Id: string;
        /** Format: int64 */
        JobId: number;
        JobIdRequestBody: {
            id: components["schemas"]["JobId"];
        };
        ConnectionIdRequestBody: {
            connectionId: components["schemas"]["Id"];
        };
        WorkspaceIdRequestBody: {
            workspaceId: components["schemas"]["Id"];
        };
        WorkspaceGiveFeedback: {
            workspaceId: components["schemas"]["Id"];
        };
        SourceIdRequestBody: {
            sourceId: components["schemas"]["Id"];
        };
        DestinationIdRequestBody: {
            destinationId: components["schemas"]["Id"];
        };
        OperationIdRequestBody: {
            operationId: components["schemas"]["Id"];
        };
        SourceDefinitionIdRequestBody: {
            sourceDefinitionId: components["schemas"]["Id"];
        };
        DestinationDefinitionIdRequestBody: {
            destinationDefinitionId: components["schemas"]["Id"];
        };
        SourceDefinitionIdWithWorkspaceId: {
            sourceDefinitionId: components["schemas"]["Id"];
            workspaceId: components["schemas"]["Id"];
        };
        DestinationDefinitionIdWithWorkspaceId: {
            destinationDefinitionId: components["schemas"]["Id"];
            workspaceId: components["schemas"]["Id"];
        };
        SlugRequestBody: {
            slug: string;
        };
        HealthCheckRead: {
            available: boolean;
        };
        InternalOperationResult: {
            succeeded: boolean;
        };
        /**
         * @description `auto` (the platform chooses) or the two-letter code of a region the platform runs data planes in, in lower case: the geographies web_backend/geographies/list returns.
         * @enum {string}
         */
        Geography: "auto" | "us" | "eu";
        Email: string;
        WorkspaceName: string;
        Notification: {
            /** @enum {string} */
            notificationType: "slack" | "customerio";
            sendOnSuccess: boolean;
            sendOnFailure: boolean;
            slackConfiguration?: {
                /**
                 * Format: uri
                 * @description Slack's incoming-webhook URL, absolute and https.
                 */
                webhook: string;
            };
            customerioConfiguration?: {
                [key: string]: unknown;
            };
        };
        NotificationRead: {
            /** @enum {string} */
            status: "succeeded" | "failed";
            message?: string;
        };
        WebhookConfigWrite: {
            name: string;
            authToken?: string;
        };
        WebhookConfigRead: {
            id: components["schemas"]["Id"];
            name: string;
        };
        WorkspaceSettings: {
            email?: components["schemas"]["Email"];
            anonymousDataCollection?: boolean;
            news?: boolean;
            securityUpdates?: boolean;
            displaySetupWizard?: boolean;
            notifications?: components["schemas"]["Notification"][];
            defaultGeography?: components["schemas"]["Geography"];
            webhookConfigs?: components["schemas"]["WebhookConfigWrite"][];
        };
        WorkspaceCreate: components["schemas"]["WorkspaceSettings"] & {
            name: components["schemas"]["WorkspaceName"];
        };
        WorkspaceUpdate: components["schemas"]["WorkspaceSettings"] & {
            workspaceId: components["schemas"]["Id"];
            initialSetupComplete?: boolean;
        };
        WorkspaceUpdateName: {
            workspaceId: components["schemas"]["Id"];
            name: components["schemas"]["WorkspaceName"];
        };
        WorkspaceRead: {
            workspaceId: components["schemas"]["Id"];
            customerId: components["schemas"]["Id"];
            email?: string;
            name: string;
            slug: string;
            initialSetupComplete: boolean;
            displaySetupWizard?: boolean;
            anonymousDataCollection?: boolean;
            news?: boolean;
            securityUpdates?: boolean;
            notifications?: components["schemas"]["Notification"][];
            firstCompletedSync?: boolean;
            feedbackDone?: boolean;
            defaultGeography?: components["schemas"]["Geography"];
            webhookConfigs?: components["schemas"]["WebhookConfigRead"][];
        };
        WorkspaceReadList: {
            workspaces: components["schemas"]["WorkspaceRead"][];
        };
        WebBackendWorkspaceState: {
            workspaceId: components["schemas"]["Id"];
        };
        WebBackendWorkspaceStateResult: {
            hasConnections: boolean;
            hasSources: boolean;
            hasDestinations: boolean;
        };
        WebBackendGeographiesListResult: {
            geographies: components["schemas"]["Geography"][];
        };
        WebBackendCheckUpdatesRead: {
            sourceDefinitions: number;
            destinationDefinitions: number;
        };
        /** @enum {string} */
        ReleaseStage: "alpha" | "beta" | "generally_available" | "custom";
        ResourceRequirements: {
            cpu_request?: string;
            cpu_limit?: string;
            memory_request?: string;
            memory_limit?: string;
        };
        ActorDefinitionResourceRequirements: {
            default?: components["schemas"]["ResourceRequirements"];
            jobSpecific?: {
                jobType: components["schemas"]["JobConfigType"];
                resourceRequirements: components["schemas"]["ResourceRequirements"];
            }[];
        };
        DockerImageTag: string;
        ConnectorDefinitionCreate: {
            name: string;
            dockerRepository: string;
            dockerImageTag: components["schemas"]["DockerImageTag"];
            /** Format: uri */
            documentationUrl: string;
            icon?: string;
            resourceRequirements?: components["schemas"]["ActorDefinitionResourceRequirements"];
        };
        CustomSourceDefinitionCreate: {
            workspaceId: components["schemas"]["Id"];
            sourceDefinition: components["schemas"]["ConnectorDefinitionCreate"];
        };
        CustomDestinationDefinitionCreate: {
            workspaceId: components["schemas"]["Id"];
            destinationDefinition: components["schemas"]["ConnectorDefinitionCreate"];
        };
        SourceDefinitionUpdate: {
            sourceDefinitionId: components["schemas"]["Id"];
            dockerImageTag?: components["schemas"]["DockerImageTag"];
            resourceRequirements?: components["schemas"]["ActorDefinitionResourceRequirements"];
        };
        DestinationDefinitionUpdate: {
            destinationDefinitionId: components["schemas"]["Id"];
            dockerImageTag?: components["schemas"]["DockerImageTag"];
            resourceRequirements?: components["schemas"]["ActorDefinitionResourceRequirements"];
        };
        DefinitionCommon: {
            name: string;
            dockerRepository: string;
            dockerImageTag: string;
            documentationUrl: string;
            icon?: string;
            protocolVersion: string;
            releaseStage: components["schemas"]["ReleaseStage"];
            /** Format: date */
            releaseDate?: string;
            custom: boolean;
            resourceRequirements?: components["schemas"]["ActorDefinitionResourceRequirements"];
        };
        SourceDefinitionRead: components["schemas"]["DefinitionCommon"] & {
            sourceDefinitionId: components["schemas"]["Id"];
            /** @enum {string} */
            sourceType?: "api" | "file" | "database" | "custom";
        };
        DestinationDefinitionRead: components["schemas"]["DefinitionCommon"] & {
            destinationDefinitionId: components["schemas"]["Id"];
            supportsDbt: boolean;
            normalizationConfig: components["schemas"]["NormalizationDestinationDefinitionConfig"];
        };
        NormalizationDestinationDefinitionConfig: {
            supported: boolean;
            normalizationRepository?: string;
            normalizationTag?: string;
            normalizationIntegrationType?: string;
        };
        SourceDefinitionReadList: {
            sourceDefinitions: components["schemas"]["SourceDefinitionRead"][];
        };
        DestinationDefinitionReadList: {
            destinationDefinitions: components["schemas"]["DestinationDefinitionRead"][];
        };
        PrivateSourceDefinitionRead: {
            sourceDefinition: components["schemas"]["SourceDefinitionRead"];
            granted: boolean;
        };
        PrivateSourceDefinitionReadList: {
            sourceDefinitions: components["schemas"]["PrivateSourceDefinitionRead"][];
        };
        PrivateDestinationDefinitionRead: {
            destinationDefinition: components["schemas"]["DestinationDefinitionRead"];
            granted: boolean;
        };
        PrivateDestinationDefinitionReadList: {
            destinationDefinitions: components["schemas"]["PrivateDestinationDefinitionRead"][];
        };
        AdvancedAuth: {
            /** @enum {string} */
            authFlowType?: "oauth2.0" | "oauth1.0";
            predicateKey?: string[];
            predicateValue?: string;
            oauthConfigSpecification?: {
                [key: string]: unknown;
            };
        };
        SourceDefinitionSpecificationRead: {
            sourceDefinitionId: components["schemas"]["Id"];
            documentationUrl?: string;
            connectionSpecification?: components["schemas"]["ConnectionSpecification"];
            advancedAuth?: components["schemas"]["AdvancedAuth"];
            jobInfo: components["schemas"]["SynchronousJobRead"];
        };
        DestinationDefinitionSpecificationRead: {
            destinationDefinitionId: components["schemas"]["Id"];
            documentationUrl?: string;
            connectionSpecification?: components["schemas"]["ConnectionSpecification"];
            advancedAuth?: components["schemas"]["AdvancedAuth"];
            jobInfo: components["schemas"]["SynchronousJobRead"];
            supportedDestinationSyncModes: components["schemas"]["DestinationSyncMode"][];
            supportsDbt: boolean;
            supportsNormalization: boolean;
        };
        /** @description The connector's configuration as JSON Schema; secret fields carry `airbyte_secret`. */
        ConnectionSpecification: {
            [key: string]: unknown;
        };
        /** @description The connector's configuration; must fit the definition's connection specification. */
        ConnectionConfiguration: {
            [key: string]: unknown;
        };
        ActorName: string;
        SourceCreate: {
            sourceDefinitionId: components["schemas"]["Id"];
            connectionConfiguration: components["schemas"]["ConnectionConfiguration"];
            workspaceId: components["schemas"]["Id"];
            name: components["schemas"]["ActorName"];
        };
        DestinationCreate: {
            destinationDefinitionId: components["schemas"]["Id"];
            connectionConfiguration: components["schemas"]["ConnectionConfiguration"];
            workspaceId: components["schemas"]["Id"];
            name: components["schemas"]["ActorName"];
        };
        SourceUpdate: {
            sourceId: components["schemas"]["Id"];
            connectionConfiguration: components["schemas"]["ConnectionConfiguration"];
            name: components["schemas"]["ActorName"];
        };
        DestinationUpdate: {
            destinationId: components["schemas"]["Id"];
            connectionConfiguration: components["schemas"]["ConnectionConfiguration"];
            name: components["schemas"]["ActorName"];
        };
        SourceRead: {
            sourceDefinitionId: components["schemas"]["Id"];
            sourceId: components["schemas"]["Id"];
            workspaceId: components["schemas"]["Id"];
            connectionConfiguration: components["schemas"]["ConnectionConfiguration"];
            name: string;
            /** @description The definition's name. */
            sourceName: string;
            icon?: string;
        };
        DestinationRead: {
            destinationDefinitionId: components["schemas"]["Id"];
            destinationId: components["schemas"]["Id"];
            workspaceId: components["schemas"]["Id"];
            connectionConfiguration: components["schemas"]["ConnectionConfiguration"];
            name: string;
            /** @description The definition's name. */
            destinationName: string;
            icon?: string;
        };
        SourceReadList: {
            sources: components["schemas"]["SourceRead"][];
        };
        DestinationReadList: {
            destinations: components["schemas"]["DestinationRead"][];
        };
        SourceCloneRequestBody: {
            sourceCloneId: components["schemas"]["Id"];
            sourceConfiguration?: components["schemas"]["ActorCloneConfiguration"];
        };
        DestinationCloneRequestBody: {
            destinationCloneId: components["schemas"]["Id"];
            destinationConfiguration?: components["schemas"]["ActorCloneConfiguration"];
        };
        ActorCloneConfiguration: {
            connectionConfiguration?: components["schemas"]["ConnectionConfiguration"];
            name?: components["schemas"]["ActorName"];
        };
        SourceSearch: {
            sourceDefinitionId?: components["schemas"]["Id"];
            sourceId?: components["schemas"]["Id"];
            workspaceId?: components["schemas"]["Id"];
            connectionConfiguration?: components["schemas"]["ConnectionConfiguration"];
            name?: string;
            sourceName?: string;
        };
        DestinationSearch: {
            destinationDefinitionId?: components["schemas"]["Id"];
            destinationId?: components["schemas"]["Id"];
            workspaceId?: components["schemas"]["Id"];
            connectionConfiguration?: components["schemas"]["ConnectionConfiguration"];
            name?: string;
            destinationName?: string;
        };
        SourceCoreConfig: {
            sourceDefinitionId: components["schemas"]["Id"];
            connectionConfiguration: components["schemas"]["ConnectionConfiguration"];
            workspaceId: components["schemas"]["Id"];
        };
        DestinationCoreConfig: {
            destinationDefinitionId: components["schemas"]["Id"];
            connectionConfiguration: components["schemas"]["ConnectionConfiguration"];
            workspaceId: components["schemas"]["Id"];
        };
        LogRead: {
            logLines: string[];
        };
        SynchronousJobRead: {
            id: components["schemas"]["Id"];
            configType: components["schemas"]["JobConfigType"];
            /** @description The id of the source, destination or definition the job ran for. */
            configId?: string;
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            endedAt: number;
            succeeded: boolean;
            connectorConfigurationUpdated?: boolean;
            logs?: components["schemas"]["LogRead"];
        };
        CheckConnectionRead: {
            /** @enum {string} */
            status: "succeeded" | "failed";
            message?: string;
            jobInfo: components["schemas"]["SynchronousJobRead"];
        };
        SourceDiscoverSchemaRequestBody: {
            sourceId: components["schemas"]["Id"];
            connectionId?: components["schemas"]["Id"];
            disable_cache?: boolean;
            notifySchemaChange?: boolean;
        };
        SourceDiscoverSchemaRead: {
            catalog?: components["schemas"]["AirbyteCatalog"];
            jobInfo: components["schemas"]["SynchronousJobRead"];
            catalogId?: components["schemas"]["Id"];
            catalogDiff?: components["schemas"]["CatalogDiff"];
            breakingChange?: boolean;
            connectionStatus?: components["schemas"]["ConnectionStatus"];
        };
        SourceDiscoverSchemaWriteRequestBody: {
            catalog: components["schemas"]["AirbyteCatalog"];
            sourceId: components["schemas"]["Id"];
            connectorVersion?: string;
            configurationHash?: string;
        };
        DiscoverCatalogResult: {
            catalogId: components["schemas"]["Id"];
        };
        ActorCatalogWithUpdatedAt: {
            /** Format: int64 */
            updatedAt?: number;
            /** @description The catalog as the connector reported it (AirbyteCatalog). */
            catalog?: {
                [key: string]: unknown;
            };
        };
        CatalogDiff: {
            transforms: {
                /** @enum {string} */
                transformType: "add_stream" | "remove_stream" | "update_stream";
                streamDescriptor: components["schemas"]["StreamDescriptor"];
                updateStream?: {
                    /** @enum {string} */
                    transformType: "add_field" | "remove_field" | "update_field_schema";
                    fieldName: string[];
                    breaking: boolean;
                }[];
            }[];
        };
        /** @enum {string} */
        SyncMode: "full_refresh" | "incremental";
        /** @enum {string} */
        DestinationSyncMode: "append" | "overwrite" | "append_dedup";
        StreamDescriptor: {
            name: string;
            namespace?: string;
        };
        AirbyteCatalog: {
            streams: components["schemas"]["AirbyteStreamAndConfiguration"][];
        };
        AirbyteStreamAndConfiguration: {
            stream?: components["schemas"]["AirbyteStream"];
            config?: components["schemas"]["AirbyteStreamConfiguration"];
        };
        AirbyteStream: {
            name: string;
            jsonSchema: {
                [key: string]: unknown;
            };
            supportedSyncModes: components["schemas"]["SyncMode"][];
            sourceDefinedCursor?: boolean;
            defaultCursorField?: string[];
            sourceDefinedPrimaryKey?: string[][];
            namespace?: string;
        };
        AirbyteStreamConfiguration: {
            syncMode: components["schemas"]["SyncMode"];
            cursorField?: string[];
            destinationSyncMode: components["schemas"]["DestinationSyncMode"];
            primaryKey?: string[][];
            aliasName?: string;
            selected?: boolean;
            fieldSelectionEnabled?: boolean;
            selectedFields?: {
                fieldPath?: string[];
            }[];
        };
        /** @enum {string} */
        ConnectionStatus: "active" | "inactive" | "deprecated";
        /** @enum {string} */
        NamespaceDefinitionType: "source" | "destination" | "customformat";
        /** @enum {string} */
        ConnectionScheduleType: "manual" | "basic" | "cron";
        ConnectionSchedule: {
            /** Format: int64 */
            units: number;
            /** @enum {string} */
            timeUnit: "minutes" | "hours" | "days" | "weeks" | "months";
        };
        ConnectionScheduleData: {
            basicSchedule?: components["schemas"]["ConnectionSchedule"];
            cron?: {
                /** @description A Quartz cron expression: seconds, minutes, hours, day of month, month, day of week (1 = Sunday) and an optional year, each with ranges, steps, lists and Quartz's `?`, `L`, `W` and `#`; exactly one of the two day fields is `?`. */
                cronExpression: string;
                /** @description An IANA time zone (e.g. `UTC`, `Europe/Berlin`) the expression is read in. */
                cronTimeZone: string;
            };
        };
        /** @enum {string} */
        NonBreakingChangesPreference: "ignore" | "disable";
        /** @enum {string} */
        SchemaChange: "no_change" | "non_breaking" | "breaking";
        ConnectionFields: {
            name?: string;
            namespaceDefinition?: components["schemas"]["NamespaceDefinitionType"];
            namespaceFormat?: string;
            prefix?: string;
            operationIds?: components["schemas"]["Id"][];
            syncCatalog?: components["schemas"]["AirbyteCatalog"];
            schedule?: components["schemas"]["ConnectionSchedule"];
            scheduleType?: components["schemas"]["ConnectionScheduleType"];
            scheduleData?: components["schemas"]["ConnectionScheduleData"];
            resourceRequirements?: components["schemas"]["ResourceRequirements"];
            sourceCatalogId?: components["schemas"]["Id"];
            geography?: components["schemas"]["Geography"];
            notifySchemaChanges?: boolean;
            nonBreakingChangesPreference?: components["schemas"]["NonBreakingChangesPreference"];
        };
        ConnectionCreate: components["schemas"]["ConnectionFields"] & {
            sourceId: components["schemas"]["Id"];
            destinationId: components["schemas"]["Id"];
            status: components["schemas"]["ConnectionStatus"];
        };
        ConnectionUpdate: components["schemas"]["ConnectionFields"] & {
            connectionId: components["schemas"]["Id"];
            status?: components["schemas"]["ConnectionStatus"];
        };
        ConnectionRead: {
            connectionId: components["schemas"]["Id"];
            name: string;
            namespaceDefinition: components["schemas"]["NamespaceDefinitionType"];
            namespaceFormat?: string;
            prefix?: string;
            sourceId: components["schemas"]["Id"];
            destinationId: components["schemas"]["Id"];
            operationIds?: components["schemas"]["Id"][];
            syncCatalog: components["schemas"]["AirbyteCatalog"];
            schedule?: components["schemas"]["ConnectionSchedule"];
            scheduleType: components["schemas"]["ConnectionScheduleType"];
            scheduleData?: components["schemas"]["ConnectionScheduleData"];
            status: components["schemas"]["ConnectionStatus"];
            resourceRequirements?: components["schemas"]["ResourceRequirements"];
            sourceCatalogId?: components["schemas"]["Id"];
            geography: components["schemas"]["Geography"];
            breakingChange: boolean;
            notifySchemaChanges: boolean;
            nonBreakingChangesPreference: components["schemas"]["NonBreakingChangesPreference"];
        };
        ConnectionReadList: {
            connections: components["schemas"]["ConnectionRead"][];
        };
        ConnectionSearch: {
            connectionId?: components["schemas"]["Id"];
            name?: string;
            namespaceDefinition?: components["schemas"]["NamespaceDefinitionType"];
            namespaceFormat?: string;
            prefix?: string;
            sourceId?: components["schemas"]["Id"];
            destinationId?: components["schemas"]["Id"];
            scheduleType?: components["schemas"]["ConnectionScheduleType"];
            status?: components["schemas"]["ConnectionStatus"];
            source?: components["schemas"]["SourceSearch"];
            destination?: components["schemas"]["DestinationSearch"];
        };
        WebBackendConnectionRequestBody: {
            connectionId: components["schemas"]["Id"];
            withRefreshedCatalog?: boolean;
        };
        WebBackendConnectionCreate: components["schemas"]["ConnectionCreate"] & {
            operations?: components["schemas"]["OperationCreate"][];
        };
        WebBackendOperationCreateOrUpdate: {
            operationId?: components["schemas"]["Id"];
            workspaceId: components["schemas"]["Id"];
            name: string;
            operatorConfiguration: components["schemas"]["OperatorConfiguration"];
        };
        WebBackendConnectionUpdate: components["schemas"]["ConnectionFields"] & {
            connectionId: components["schemas"]["Id"];
            status?: components["schemas"]["ConnectionStatus"];
            operations?: components["schemas"]["WebBackendOperationCreateOrUpdate"][];
            skipReset?: boolean;
        };
        WebBackendConnectionRead: components["schemas"]["ConnectionRead"] & {
            source: components["schemas"]["SourceRead"];
            destination: components["schemas"]["DestinationRead"];
            operations?: components["schemas"]["OperationRead"][];
            /** Format: int64 */
            latestSyncJobCreatedAt?: number;
            latestSyncJobStatus?: components["schemas"]["JobStatus"];
            isSyncing: boolean;
            catalogId?: components["schemas"]["Id"];
            catalogDiff?: components["schemas"]["CatalogDiff"];
            schemaChange: components["schemas"]["SchemaChange"];
        };
        WebBackendConnectionListRequestBody: {
            workspaceId: components["schemas"]["Id"];
            sourceId?: components["schemas"]["Id"][];
            destinationId?: components["schemas"]["Id"][];
        };
        WebBackendConnectionListItem: {
            connectionId: components["schemas"]["Id"];
            name: string;
            sourceId: components["schemas"]["Id"];
            destinationId: components["schemas"]["Id"];
            status: components["schemas"]["ConnectionStatus"];
            scheduleType?: components["schemas"]["ConnectionScheduleType"];
            scheduleData?: components["schemas"]["ConnectionScheduleData"];
            source: components["schemas"]["ActorSnippetRead"];
            destination: components["schemas"]["ActorSnippetRead"];
            /** Format: int64 */
            latestSyncJobCreatedAt?: number;
            latestSyncJobStatus?: components["schemas"]["JobStatus"];
            isSyncing: boolean;
            schemaChange: components["schemas"]["SchemaChange"];
        };
        /** @description SourceSnippetRead or DestinationSnippetRead. */
        ActorSnippetRead: {
            sourceId?: components["schemas"]["Id"];
            sourceDefinitionId?: components["schemas"]["Id"];
            sourceName?: string;
            destinationId?: components["schemas"]["Id"];
            destinationDefinitionId?: components["schemas"]["Id"];
            destinationName?: string;
            name: string;
            definitionName: string;
            icon?: string;
        };
        WebBackendConnectionReadList: {
            connections: components["schemas"]["WebBackendConnectionListItem"][];
        };
        /** @enum {string} */
        ConnectionStateType: "global" | "stream" | "legacy" | "not_set";
        StreamState: {
            streamDescriptor: components["schemas"]["StreamDescriptor"];
            streamState?: {
                [key: string]: unknown;
            };
        };
        GlobalState: {
            shared_state?: {
                [key: string]: unknown;
            };
            streamStates: components["schemas"]["StreamState"][];
        };
        ConnectionState: {
            stateType: components["schemas"]["ConnectionStateType"];
            connectionId: components["schemas"]["Id"];
            /** @description Legacy state. */
            state?: {
                [key: string]: unknown;
            };
            streamState?: components["schemas"]["StreamState"][];
            globalState?: components["schemas"]["GlobalState"];
        };
        ConnectionStateCreateOrUpdate: {
            connectionId: components["schemas"]["Id"];
            connectionState: components["schemas"]["ConnectionState"];
        };
        OperatorConfiguration: {
            /** @enum {string} */
            operatorType: "normalization" | "dbt" | "webhook";
            normalization?: {
                /** @enum {string} */
                option?: "basic";
            };
            dbt?: {
                gitRepoUrl: string;
                gitRepoBranch?: string;
                dockerImage?: string;
                dbtArguments?: string;
            };
            webhook?: {
                webhookConfigId?: components["schemas"]["Id"];
                /** @enum {string} */
                webhookType?: "dbtCloud";
                dbtCloud?: {
                    accountId: number;
                    jobId: number;
                };
                executionUrl?: string;
                executionBody?: string;
            };
        };
        OperationCreate: {
            workspaceId: components["schemas"]["Id"];
            name: string;
            operatorConfiguration: components["schemas"]["OperatorConfiguration"];
        };
        OperationUpdate: {
            operationId: components["schemas"]["Id"];
            name: string;
            operatorConfiguration: components["schemas"]["OperatorConfiguration"];
        };
        OperationRead: {
            workspaceId: components["schemas"]["Id"];
            operationId: components["schemas"]["Id"];
            name: string;
            operatorConfiguration: components["schemas"]["OperatorConfiguration"];
        };
        OperationReadList: {
            operations: components["schemas"]["OperationRead"][];
        };
        CheckOperationRead: {
            /** @enum {string} */
            status: "succeeded" | "failed";
            message?: string;
        };
        /** @enum {string} */
        JobConfigType: "check_connection_source" | "check_connection_destination" | "discover_schema" | "get_spec" | "sync" | "reset_connection";
        /** @enum {string} */
        JobStatus: "pending" | "running" | "incomplete" | "failed" | "succeeded" | "cancelled";
        /** @enum {string} */
        AttemptStatus: "running" | "failed" | "succeeded";
        ResetConfig: {
            streamsToReset?: components["schemas"]["StreamDescriptor"][];
        };
        JobRead: {
            /** Format: int64 */
            id: number;
            configType: components["schemas"]["JobConfigType"];
            configId: string;
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            updatedAt: number;
            /** Format: int64 */
            startedAt?: number;
            status: components["schemas"]["JobStatus"];
            resetConfig?: components["schemas"]["ResetConfig"];
        };
        AttemptStats: {
            /** Format: int64 */
            recordsEmitted?: number;
            /** Format: int64 */
            bytesEmitted?: number;
            /** Format: int64 */
            stateMessagesEmitted?: number;
            /** Format: int64 */
            recordsCommitted?: number;
            /** Format: int64 */
            estimatedRecords?: number;
            /** Format: int64 */
            estimatedBytes?: number;
        };
        AttemptStreamStats: {
            streamName: string;
            streamNamespace?: string;
            stats: components["schemas"]["AttemptStats"];
        };
        AttemptFailureSummary: {
            failures: {
                /** @enum {string} */
                failureOrigin?: "source" | "destination" | "replication" | "persistence" | "normalization" | "dbt" | "airbyte_platform" | "unknown";
                /** @enum {string} */
                failureType?: "config_error" | "system_error" | "manual_cancellation" | "refresh_schema" | "transient_error";
                externalMessage?: string;
                internalMessage?: string;
                retryable?: boolean;
                /** Format: int64 */
                timestamp: number;
            }[];
            partialSuccess?: boolean;
        };
        AttemptRead: {
            /**
             * Format: int64
             * @description The attempt number within its job, from 0.
             */
            id: number;
            status: components["schemas"]["AttemptStatus"];
            /** Format: int64 */
            bytesSynced?: number;
            /** Format: int64 */
            recordsSynced?: number;
            totalStats?: components["schemas"]["AttemptStats"];
            streamStats?: components["schemas"]["AttemptStreamStats"][];
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            updatedAt: number;
            /** Format: int64 */
            endedAt?: number;
            failureSummary?: components["schemas"]["AttemptFailureSummary"];
        };
        AttemptInfoRead: {
            attempt: components["schemas"]["AttemptRead"];
            logs: components["schemas"]["LogRead"];
        };
        JobInfoRead: {
            job: components["schemas"]["JobRead"];
            attempts: components["schemas"]["AttemptInfoRead"][];
        };
        JobInfoLightRead: {
            job: components["schemas"]["JobRead"];
        };
        JobOptionalRead: {
            job?: components["schemas"]["JobRead"];
        };
        JobWithAttemptsRead: {
            job: components["schemas"]["JobRead"];
            attempts: components["schemas"]["AttemptRead"][];
        };
        Pagination: {
            pageSize?: number;
            rowOffset?: number;
        };
        JobListRequestBody: {
            configTypes: components["schemas"]["JobConfigType"][];
            configId: string;
            includingJobId?: components["schemas"]["JobId"];
            pagination?: components["schemas"]["Pagination"];
            /** @description Only jobs in one of these statuses. */
            statuses?: components["schemas"]["JobStatus"][];
            /**
             * Format: date-time
             * @description Only jobs created at or after this instant.
             */
            createdAtStart?: string;
            /**
             * Format: date-time
             * @description Only jobs created at or before this instant.
             */
            createdAtEnd?: string;
            /**
             * Format: date-time
             * @description Only jobs last updated at or after this instant.
             */
            updatedAtStart?: string;
            /**
             * Format: date-time
             * @description Only jobs last updated at or before this instant.
             */
            updatedAtEnd?: string;
            /**
             * @description The time the jobs are ordered by; createdAt when not given.
             * @enum {string}
             */
            orderByField?: "createdAt" | "updatedAt";
            /**
             * @description The direction of the order; DESC (latest first) when not given.
             * @enum {string}
             */
            orderByMethod?: "ASC" | "DESC";
        };
        JobReadList: {
            jobs: components["schemas"]["JobWithAttemptsRead"][];
            /** Format: int64 */
            totalJobCount: number;
        };
        JobDebugInfoRead: {
            job: {
                /** Format: int64 */
                id: number;
                configType: components["schemas"]["JobConfigType"];
                configId: string;
                status: components["schemas"]["JobStatus"];
                airbyteVersion: string;
                sourceDefinition: components["schemas"]["SourceDefinitionRead"];
                destinationDefinition: components["schemas"]["DestinationDefinitionRead"];
            };
            attempts: (components["schemas"]["AttemptInfoRead"] & {
                workflowId?: string;
                processingTaskQueue?: string;
                syncConfig?: components["schemas"]["AttemptSyncConfig"];
            })[];
            workflowState?: {
                hasRunningWorkflow: boolean;
            };
        };
        AttemptNormalizationStatusRead: {
            attemptNumber?: number;
            hasRecordsCommitted?: boolean;
            /** Format: int64 */
            recordsCommitted?: number;
            hasNormalizationFailed?: boolean;
        };
        AttemptNormalizationStatusReadList: {
            attemptNormalizationStatuses: components["schemas"]["AttemptNormalizationStatusRead"][];
        };
        LogsRequestBody: {
            /** @enum {string} */
            logType: "server" | "scheduler";
        };
        AttemptNumber: number;
        SaveStatsRequestBody: {
            jobId: components["schemas"]["JobId"];
            attemptNumber: components["schemas"]["AttemptNumber"];
            stats: components["schemas"]["AttemptStats"];
            streamStats?: components["schemas"]["AttemptStreamStats"][];
        };
        AttemptSyncConfig: {
            sourceConfiguration: {
                [key: string]: unknown;
            };
            destinationConfiguration: {
                [key: string]: unknown;
            };
            state?: components["schemas"]["ConnectionState"];
        };
        SaveAttemptSyncConfigRequestBody: {
            jobId: components["schemas"]["JobId"];
            attemptNumber: components["schemas"]["AttemptNumber"];
            syncConfig: components["schemas"]["AttemptSyncConfig"];
        };
        SetWorkflowInAttemptRequestBody: {
            jobId: components["schemas"]["JobId"];
            attemptNumber: components["schemas"]["AttemptNumber"];
            workflowId: string;
            processingTaskQueue?: string;
        };
        /** @description The connector configuration fields the consent flow needs. */
        OAuthInputConfiguration: {
            [key: string]: unknown;
        };
        /** Format: uri */
        RedirectUrl: string;
        SourceOauthConsentRequest: {
            sourceDefinitionId: components["schemas"]["Id"];
            workspaceId: components["schemas"]["Id"];
            redirectUrl: components["schemas"]["RedirectUrl"];
            oAuthInputConfiguration?: components["schemas"]["OAuthInputConfiguration"];
            sourceId?: components["schemas"]["Id"];
        };
        DestinationOauthConsentRequest: {
            destinationDefinitionId: components["schemas"]["Id"];
            workspaceId: components["schemas"]["Id"];
            redirectUrl: components["schemas"]["RedirectUrl"];
            oAuthInputConfiguration?: components["schemas"]["OAuthInputConfiguration"];
            destinationId?: components["schemas"]["Id"];
        };
        /** @description The query parameters the provider appended to the redirect URL (`code`, `state`). */
        OAuthQueryParams: {
            [key: string]: string;
        };
        CompleteSourceOauthRequest: {
            sourceDefinitionId: components["schemas"]["Id"];
            workspaceId: components["schemas"]["Id"];
            redirectUrl: components["schemas"]["RedirectUrl"];
            queryParams: components["schemas"]["OAuthQueryParams"];
            oAuthInputConfiguration?: components["schemas"]["OAuthInputConfiguration"];
            sourceId?: components["schemas"]["Id"];
        };
        CompleteDestinationOAuthRequest: {
            destinationDefinitionId: components["schemas"]["Id"];
            workspaceId: components["schemas"]["Id"];
            redirectUrl: components["schemas"]["RedirectUrl"];
            queryParams: components["schemas"]["OAuthQueryParams"];
            oAuthInputConfiguration?: components["schemas"]["OAuthInputConfiguration"];
            destinationId?: components["schemas"]["Id"];
        };
        OAuthConsentRead: {
            consentUrl: string;
        };
        /** @description The provider's tokens, keyed by the connector's OAuth output field names. */
        CompleteOAuthResponse: {
            [key: string]: unknown;
        };
        /** @description Instance-wide OAuth variables (e.g. client_id, client_secret). */
        OAuthParams: {
            [key: string]: string;
        };
        SetInstancewideSourceOauthParamsRequestBody: {
            sourceDefinitionId: components["schemas"]["Id"];
            params: components["schemas"]["OAuthParams"];
        };
        SetInstancewideDestinationOauthParamsRequestBody: {
            destinationDefinitionId: components["schemas"]["Id"];
            params: components["schemas"]["OAuthParams"];
        };
    };
    responses: {
        /** @description An error (`KnownExceptionInfo`). */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["KnownExceptionInfo"];
            };
        };
        /** @description The request cannot be served in the current state (`KnownExceptionInfo`). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["KnownExceptionInfo"];
            };
        };
        /** @description Conflicts with the current state, e.g. a sync is already running (`KnownExceptionInfo`). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["KnownExceptionInfo"];
            };
        };
        /** @description An object with the given id was not found. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["NotFoundKnownExceptionInfo"];
            };
        };
        /** @description The input was invalid. */
        InvalidInput: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["InvalidInputExceptionInfo"];
            };
        };
        /** @description Whether the worker's write succeeded. */
        InternalOperationResult: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["InternalOperationResult"];
            };
        };
        /** @description The job with its attempts and their logs. */
        JobInfoRead: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["JobInfoRead"];
            };
        };
        /** @description The connection. */
        ConnectionRead: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ConnectionRead"];
            };
        };
        /** @description The connections. */
        ConnectionReadList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ConnectionReadList"];
            };
        };
        /** @description The connection with its source, destination, operations and latest sync job. */
        WebBackendConnectionRead: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["WebBackendConnectionRead"];
            };
        };
        /** @description The connection's state. */
        ConnectionState: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ConnectionState"];
            };
        };
        /** @description The operation. */
        OperationRead: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OperationRead"];
            };
        };
        /** @description The source, secrets masked. */
        SourceRead: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SourceRead"];
            };
        };
        /** @description The sources, secrets masked. */
        SourceReadList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SourceReadList"];
            };
        };
        /** @description The destination, secrets masked. */
        DestinationRead: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["DestinationRead"];
            };
        };
        /** @description The destinations, secrets masked. */
        DestinationReadList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["DestinationReadList"];
            };
        };
        /** @description The verdict of the check, with its job. */
        CheckConnectionRead: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["CheckConnectionRead"];
            };
        };
        /** @description The discovered catalog, with its job. */
        SourceDiscoverSchemaRead: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SourceDiscoverSchemaRead"];
            };
        };
        /** @description The source definition. */
        SourceDefinitionRead: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SourceDefinitionRead"];
            };
        };
        /** @description The source definitions. */
        SourceDefinitionReadList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SourceDefinitionReadList"];
            };
        };
        /** @description The destination definition. */
        DestinationDefinitionRead: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["DestinationDefinitionRead"];
            };
        };
        /** @description The destination definitions. */
        DestinationDefinitionReadList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["DestinationDefinitionReadList"];
            };
        };
        /** @description The consent URL. */
        OAuthConsentRead: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthConsentRead"];
            };
        };
        /** @description The tokens the provider issued, by output field name. */
        CompleteOAuthResponse: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["CompleteOAuthResponse"];
            };
        };
        /** @description The workspace. */
        WorkspaceRead: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["WorkspaceRead"];
            };
        };
    };
    parameters: never;
    requestBodies: {
        JobIdRequestBody: {
            content: {
                "application/json": components["schemas"]["JobIdRequestBody"];
            };
        };
        ConnectionIdRequestBody: {
            content: {
                "application/json": components["schemas"]["ConnectionIdRequestBody"];
            };
        };
        WorkspaceIdRequestBody: {
            content: {
                "application/json": components["schemas"]["WorkspaceIdRequestBody"];
            };
        };
        SourceIdRequestBody: {
            content: {
                "application/json": components["schemas"]["SourceIdRequestBody"];
            };
        };
        DestinationIdRequestBody: {
            content: {
                "application/json": components["schemas"]["DestinationIdRequestBody"];
            };
        };
        OperationIdRequestBody: {
            content: {
                "application/json": components["schemas"]["OperationIdRequestBody"];
            };
        };
        SourceDefinitionIdRequestBody: {
            content: {
                "application/json": components["schemas"]["SourceDefinitionIdRequestBody"];
            };
        };
        DestinationDefinitionIdRequestBody: {
            content: {
                "application/json": components["schemas"]["DestinationDefinitionIdRequestBody"];
            };
        };
        SourceDefinitionIdWithWorkspaceId: {
            content: {
                "application/json": components["schemas"]["SourceDefinitionIdWithWorkspaceId"];
            };
        };
        DestinationDefinitionIdWithWorkspaceId: {
            content: {
                "application/json": components["schemas"]["DestinationDefinitionIdWithWorkspaceId"];
            };
        };
    };
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealthCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server is available. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthCheckRead"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getOpenApiSpec: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document of this service. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getJobInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["JobIdRequestBody"];
        responses: {
            200: components["responses"]["JobInfoRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    getJobInfoLight: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["JobIdRequestBody"];
        responses: {
            /** @description The job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobInfoLightRead"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    listJobsFor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobListRequestBody"];
            };
        };
        responses: {
            /** @description A page of jobs and the total count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobReadList"];
                };
            };
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    cancelJob: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["JobIdRequestBody"];
        responses: {
            200: components["responses"]["JobInfoRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    getJobDebugInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["JobIdRequestBody"];
        responses: {
            /** @description The job with its definitions, attempts, logs and workflow state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobDebugInfoRead"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    getLastReplicationJob: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ConnectionIdRequestBody"];
        responses: {
            /** @description The job, absent when the connection never synced. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobOptionalRead"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    getAttemptNormalizationStatusesForJob: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["JobIdRequestBody"];
        responses: {
            /** @description One status per attempt. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttemptNormalizationStatusReadList"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    getLogs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LogsRequestBody"];
            };
        };
        responses: {
            /** @description The log, one line per event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    tryNotificationConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Notification"];
            };
        };
        responses: {
            /** @description The outcome of the trial send. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationRead"];
                };
            };
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    saveStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveStatsRequestBody"];
            };
        };
        responses: {
            200: components["responses"]["InternalOperationResult"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    saveSyncConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveAttemptSyncConfigRequestBody"];
            };
        };
        responses: {
            200: components["responses"]["InternalOperationResult"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    setWorkflowInAttempt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetWorkflowInAttemptRequestBody"];
            };
        };
        responses: {
            200: components["responses"]["InternalOperationResult"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    createConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectionCreate"];
            };
        };
        responses: {
            200: components["responses"]["ConnectionRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    getConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ConnectionIdRequestBody"];
        responses: {
            200: components["responses"]["ConnectionRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    deleteConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ConnectionIdRequestBody"];
        responses: {
            /** @description The connection is deprecated. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    updateConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectionUpdate"];
            };
        };
        responses: {
            200: components["responses"]["ConnectionRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    searchConnections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectionSearch"];
            };
        };
        responses: {
            200: components["responses"]["ConnectionReadList"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    listConnectionsForWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["WorkspaceIdRequestBody"];
        responses: {
            200: components["responses"]["ConnectionReadList"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    listAllConnectionsForWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["WorkspaceIdRequestBody"];
        responses: {
            200: components["responses"]["ConnectionReadList"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    resetConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ConnectionIdRequestBody"];
        responses: {
            200: components["responses"]["JobInfoRead"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    syncConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ConnectionIdRequestBody"];
        responses: {
            200: components["responses"]["JobInfoRead"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    webBackendGetConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebBackendConnectionRequestBody"];
            };
        };
        responses: {
            200: components["responses"]["WebBackendConnectionRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    webBackendCreateConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebBackendConnectionCreate"];
            };
        };
        responses: {
            200: components["responses"]["WebBackendConnectionRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    webBackendUpdateConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebBackendConnectionUpdate"];
            };
        };
        responses: {
            200: components["responses"]["WebBackendConnectionRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    webBackendListConnectionsForWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebBackendConnectionListRequestBody"];
            };
        };
        responses: {
            /** @description The connections. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebBackendConnectionReadList"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    webBackendCheckUpdates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counts of definitions that could be updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebBackendCheckUpdatesRead"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    webBackendListGeographies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The geographies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebBackendGeographiesListResult"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getStateType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ConnectionIdRequestBody"];
        responses: {
            /** @description The state type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionStateType"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    webBackendGetWorkspaceState: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebBackendWorkspaceState"];
            };
        };
        responses: {
            /** @description The workspace's state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebBackendWorkspaceStateResult"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    createOrUpdateState: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectionStateCreateOrUpdate"];
            };
        };
        responses: {
            200: components["responses"]["ConnectionState"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    getState: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ConnectionIdRequestBody"];
        responses: {
            200: components["responses"]["ConnectionState"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    checkOperation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorConfiguration"];
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckOperationRead"];
                };
            };
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    createOperation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperationCreate"];
            };
        };
        responses: {
            200: components["responses"]["OperationRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    deleteOperation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["OperationIdRequestBody"];
        responses: {
            /** @description The operation is deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    getOperation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["OperationIdRequestBody"];
        responses: {
            200: components["responses"]["OperationRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    updateOperation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperationUpdate"];
            };
        };
        responses: {
            200: components["responses"]["OperationRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    listOperationsForConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ConnectionIdRequestBody"];
        responses: {
            /** @description The operations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationReadList"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    createSource: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SourceCreate"];
            };
        };
        responses: {
            200: components["responses"]["SourceRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    getSource: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["SourceIdRequestBody"];
        responses: {
            200: components["responses"]["SourceRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    updateSource: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SourceUpdate"];
            };
        };
        responses: {
            200: components["responses"]["SourceRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    deleteSource: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["SourceIdRequestBody"];
        responses: {
            /** @description The source is deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    cloneSource: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SourceCloneRequestBody"];
            };
        };
        responses: {
            200: components["responses"]["SourceRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    searchSources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SourceSearch"];
            };
        };
        responses: {
            200: components["responses"]["SourceReadList"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    listSourcesForWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["WorkspaceIdRequestBody"];
        responses: {
            200: components["responses"]["SourceReadList"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    checkConnectionToSource: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["SourceIdRequestBody"];
        responses: {
            200: components["responses"]["CheckConnectionRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    checkConnectionToSourceForUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SourceUpdate"];
            };
        };
        responses: {
            200: components["responses"]["CheckConnectionRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    discoverSchemaForSource: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SourceDiscoverSchemaRequestBody"];
            };
        };
        responses: {
            200: components["responses"]["SourceDiscoverSchemaRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    getMostRecentSourceActorCatalog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["SourceIdRequestBody"];
        responses: {
            /** @description The catalog and when it was stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActorCatalogWithUpdatedAt"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    writeDiscoverCatalogResult: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SourceDiscoverSchemaWriteRequestBody"];
            };
        };
        responses: {
            /** @description The stored catalog's id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscoverCatalogResult"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    createDestination: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DestinationCreate"];
            };
        };
        responses: {
            200: components["responses"]["DestinationRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    getDestination: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DestinationIdRequestBody"];
        responses: {
            200: components["responses"]["DestinationRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    updateDestination: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DestinationUpdate"];
            };
        };
        responses: {
            200: components["responses"]["DestinationRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    deleteDestination: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DestinationIdRequestBody"];
        responses: {
            /** @description The destination is deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    cloneDestination: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DestinationCloneRequestBody"];
            };
        };
        responses: {
            200: components["responses"]["DestinationRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    searchDestinations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DestinationSearch"];
            };
        };
        responses: {
            200: components["responses"]["DestinationReadList"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    listDestinationsForWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["WorkspaceIdRequestBody"];
        responses: {
            200: components["responses"]["DestinationReadList"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    checkConnectionToDestination: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DestinationIdRequestBody"];
        responses: {
            200: components["responses"]["CheckConnectionRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    checkConnectionToDestinationForUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DestinationUpdate"];
            };
        };
        responses: {
            200: components["responses"]["CheckConnectionRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    executeSourceCheckConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SourceCoreConfig"];
            };
        };
        responses: {
            200: components["responses"]["CheckConnectionRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    executeDestinationCheckConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DestinationCoreConfig"];
            };
        };
        responses: {
            200: components["responses"]["CheckConnectionRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    executeSourceDiscoverSchema: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SourceCoreConfig"];
            };
        };
        responses: {
            200: components["responses"]["SourceDiscoverSchemaRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    createCustomSourceDefinition: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomSourceDefinitionCreate"];
            };
        };
        responses: {
            200: components["responses"]["SourceDefinitionRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    getSourceDefinition: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["SourceDefinitionIdRequestBody"];
        responses: {
            200: components["responses"]["SourceDefinitionRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    updateSourceDefinition: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SourceDefinitionUpdate"];
            };
        };
        responses: {
            200: components["responses"]["SourceDefinitionRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    deleteSourceDefinition: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["SourceDefinitionIdRequestBody"];
        responses: {
            /** @description The definition is deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    getSourceDefinitionForWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["SourceDefinitionIdWithWorkspaceId"];
        responses: {
            200: components["responses"]["SourceDefinitionRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    grantSourceDefinitionToWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["SourceDefinitionIdWithWorkspaceId"];
        responses: {
            /** @description The definition with its grant. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivateSourceDefinitionRead"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    revokeSourceDefinitionFromWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["SourceDefinitionIdWithWorkspaceId"];
        responses: {
            /** @description The grant is revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    listSourceDefinitions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SourceDefinitionReadList"];
            default: components["responses"]["Error"];
        };
    };
    listSourceDefinitionsForWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["WorkspaceIdRequestBody"];
        responses: {
            200: components["responses"]["SourceDefinitionReadList"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    listLatestSourceDefinitions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SourceDefinitionReadList"];
            default: components["responses"]["Error"];
        };
    };
    listPrivateSourceDefinitions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["WorkspaceIdRequestBody"];
        responses: {
            /** @description The private definitions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivateSourceDefinitionReadList"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    getSourceDefinitionSpecification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["SourceDefinitionIdWithWorkspaceId"];
        responses: {
            /** @description The specification. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SourceDefinitionSpecificationRead"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    createCustomDestinationDefinition: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomDestinationDefinitionCreate"];
            };
        };
        responses: {
            200: components["responses"]["DestinationDefinitionRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    getDestinationDefinition: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DestinationDefinitionIdRequestBody"];
        responses: {
            200: components["responses"]["DestinationDefinitionRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    updateDestinationDefinition: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DestinationDefinitionUpdate"];
            };
        };
        responses: {
            200: components["responses"]["DestinationDefinitionRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    deleteDestinationDefinition: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DestinationDefinitionIdRequestBody"];
        responses: {
            /** @description The definition is deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    getDestinationDefinitionForWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DestinationDefinitionIdWithWorkspaceId"];
        responses: {
            200: components["responses"]["DestinationDefinitionRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    grantDestinationDefinitionToWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DestinationDefinitionIdWithWorkspaceId"];
        responses: {
            /** @description The definition with its grant. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivateDestinationDefinitionRead"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    revokeDestinationDefinitionFromWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DestinationDefinitionIdWithWorkspaceId"];
        responses: {
            /** @description The grant is revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    listDestinationDefinitions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DestinationDefinitionReadList"];
            default: components["responses"]["Error"];
        };
    };
    listDestinationDefinitionsForWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["WorkspaceIdRequestBody"];
        responses: {
            200: components["responses"]["DestinationDefinitionReadList"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    listLatestDestinationDefinitions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DestinationDefinitionReadList"];
            default: components["responses"]["Error"];
        };
    };
    listPrivateDestinationDefinitions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["WorkspaceIdRequestBody"];
        responses: {
            /** @description The private definitions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivateDestinationDefinitionReadList"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    getDestinationDefinitionSpecification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DestinationDefinitionIdWithWorkspaceId"];
        responses: {
            /** @description The specification. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DestinationDefinitionSpecificationRead"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    getSourceOAuthConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SourceOauthConsentRequest"];
            };
        };
        responses: {
            200: components["responses"]["OAuthConsentRead"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    completeSourceOAuth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompleteSourceOauthRequest"];
            };
        };
        responses: {
            200: components["responses"]["CompleteOAuthResponse"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    setInstancewideSourceOauthParams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetInstancewideSourceOauthParamsRequestBody"];
            };
        };
        responses: {
            /** @description The parameters are set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    getDestinationOAuthConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DestinationOauthConsentRequest"];
            };
        };
        responses: {
            200: components["responses"]["OAuthConsentRead"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    completeDestinationOAuth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompleteDestinationOAuthRequest"];
            };
        };
        responses: {
            200: components["responses"]["CompleteOAuthResponse"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    setInstancewideDestinationOauthParams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetInstancewideDestinationOauthParamsRequestBody"];
            };
        };
        responses: {
            /** @description The parameters are set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    createWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkspaceCreate"];
            };
        };
        responses: {
            200: components["responses"]["WorkspaceRead"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    getWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["WorkspaceIdRequestBody"];
        responses: {
            200: components["responses"]["WorkspaceRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    updateWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkspaceUpdate"];
            };
        };
        responses: {
            200: components["responses"]["WorkspaceRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    deleteWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["WorkspaceIdRequestBody"];
        responses: {
            /** @description The workspace is deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    getWorkspaceByConnectionId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ConnectionIdRequestBody"];
        responses: {
            200: components["responses"]["WorkspaceRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    getWorkspaceBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SlugRequestBody"];
            };
        };
        responses: {
            200: components["responses"]["WorkspaceRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    listWorkspaces: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workspaces. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceReadList"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateWorkspaceName: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkspaceUpdateName"];
            };
        };
        responses: {
            200: components["responses"]["WorkspaceRead"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
    updateWorkspaceFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkspaceGiveFeedback"];
            };
        };
        responses: {
            /** @description The feedback state is done. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["InvalidInput"];
            default: components["responses"]["Error"];
        };
    };
}
