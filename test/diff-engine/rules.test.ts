/**
 * Each rule of the engine on a small pair of documents: the pet store and a copy with one edit. Every edit
 * must yield its rule at its level on the operation a client calls, at the place the edit was made.
 */
import { brief, diffEdit, type Json, listParams, param, petPart, pets, schemas } from "./pair";

const cases: [string, (d: Json) => void, string][] = [
  // Operations and paths
  [
    "an operation removed",
    (d) => delete pets(d).post,
    "api-removed-without-deprecation wire POST /pets operation",
  ],
  [
    "a path removed",
    (d) => delete d.paths["/pets/{petId}"],
    "api-path-removed-without-deprecation wire GET /pets/{petId} operation",
  ],
  [
    "an operation added",
    (d) => {
      pets(d).put = { responses: { "200": { description: "ok" } } };
    },
    "endpoint-added compatible PUT /pets operation",
  ],
  // Parameters
  [
    "a required query parameter added",
    (d) => listParams(d).push({ name: "owner", in: "query", required: true, schema: { type: "string" } }),
    "new-required-request-parameter wire GET /pets parameters[query owner]",
  ],
  [
    "an optional query parameter added",
    (d) => listParams(d).push({ name: "owner", in: "query", schema: { type: "string" } }),
    "new-optional-request-parameter compatible GET /pets parameters[query owner]",
  ],
  [
    "an optional parameter removed",
    (d) => listParams(d).splice(2, 1),
    "request-parameter-removed client GET /pets parameters[query tag]",
  ],
  [
    "a parameter made required",
    (d) => {
      param(d, "tag").required = true;
    },
    "request-parameter-became-required wire GET /pets parameters[query tag].required",
  ],
  [
    "a parameter's maximum lowered",
    (d) => {
      param(d, "limit").schema.maximum = 50;
    },
    "request-parameter-max-decreased wire GET /pets parameters[query limit].schema.maximum",
  ],
  [
    "a parameter's maximum raised",
    (d) => {
      param(d, "limit").schema.maximum = 500;
    },
    "request-parameter-max-increased compatible GET /pets parameters[query limit].schema.maximum",
  ],
  [
    "a free string turned into an enum",
    (d) => {
      param(d, "tag").schema.enum = ["a", "b"];
    },
    "request-parameter-became-enum wire GET /pets parameters[query tag].schema.enum",
  ],
  [
    "a parameter enum value removed",
    (d) => {
      param(d, "status").schema.enum = ["available"];
    },
    "request-parameter-enum-value-removed wire GET /pets parameters[query status].schema.enum[1]",
  ],
  [
    "a parameter pattern added",
    (d) => {
      param(d, "tag").schema.pattern = "^[a-z]+$";
    },
    "request-parameter-pattern-added wire GET /pets parameters[query tag].schema.pattern",
  ],
  [
    "a parameter's type changed integer to string",
    (d) => {
      param(d, "limit").schema = { type: "string" };
    },
    "request-parameter-type-changed client GET /pets parameters[query limit].schema.type",
  ],
  [
    "a parameter's type changed string to integer",
    (d) => {
      param(d, "tag").schema = { type: "integer" };
    },
    "request-parameter-type-changed wire GET /pets parameters[query tag].schema.type",
  ],
  [
    "a path-level parameter narrowed",
    (d) => {
      d.paths["/pets/{petId}"].parameters[0].schema.maxLength = 8;
    },
    "request-parameter-max-length-set wire GET /pets/{petId} parameters[path petId].schema.maxLength",
  ],
  [
    "a default of an optional parameter changed",
    (d) => {
      param(d, "limit").schema.default = 20;
    },
    "request-parameter-default-value-changed wire GET /pets parameters[query limit].schema.default",
  ],
  // Request bodies
  [
    "a request property made required",
    (d) => schemas(d).NewPet.required.push("kind"),
    "request-property-became-required wire POST /pets requestBody.content.application/json.schema.required[1]",
  ],
  [
    "a required request property added",
    (d) => {
      schemas(d).NewPet.properties.age = { type: "integer" };
      schemas(d).NewPet.required.push("age");
    },
    "new-required-request-property wire POST /pets requestBody.content.application/json.schema.properties.age",
  ],
  [
    "a request enum value removed",
    (d) => {
      schemas(d).NewPet.properties.kind.enum = ["cat"];
    },
    "request-property-enum-value-removed wire POST /pets requestBody.content.application/json.schema.properties.kind.enum[1]",
  ],
  [
    "a request maxLength lowered",
    (d) => {
      schemas(d).NewPet.properties.name.maxLength = 20;
    },
    "request-property-max-length-decreased wire POST /pets requestBody.content.application/json.schema.properties.name.maxLength",
  ],
  [
    "a request property removed",
    (d) => delete schemas(d).NewPet.properties.nickname,
    "request-property-removed client POST /pets requestBody.content.application/json.schema.properties.nickname",
  ],
  [
    "a request body media type removed",
    (d) => {
      const body = pets(d).post.requestBody.content;
      body["application/xml"] = body["application/json"];
      delete body["application/json"];
    },
    "request-body-media-type-removed wire POST /pets requestBody.content.application/json",
  ],
  [
    "additional request properties refused",
    (d) => {
      schemas(d).NewPet.additionalProperties = false;
    },
    "request-property-additional-properties-closed wire POST /pets requestBody.content.application/json.schema.additionalProperties",
  ],
  [
    "a required body on an operation that had none",
    (d) => {
      pets(d).get.requestBody = {
        required: true,
        content: { "application/json": { schema: { type: "object" } } },
      };
    },
    "added-required-request-body wire GET /pets requestBody",
  ],
  // Responses (through $ref and allOf)
  [
    "a success status removed",
    (d) => {
      pets(d).post.responses["200"] = pets(d).post.responses["201"];
      delete pets(d).post.responses["201"];
    },
    "response-success-status-removed wire POST /pets responses.201",
  ],
  [
    "an error status removed",
    (d) => delete pets(d).get.responses["400"],
    "response-non-success-status-removed client GET /pets responses.400",
  ],
  [
    "a required response property removed",
    (d) => {
      delete petPart(d).properties.id;
      petPart(d).required = ["status"];
    },
    "response-required-property-removed wire GET /pets/{petId} responses.200.content.application/json.schema.properties.id",
  ],
  [
    "an optional response property removed (through allOf's $ref)",
    (d) => delete schemas(d).NewPet.properties.nickname,
    "response-property-removed client GET /pets/{petId} responses.200.content.application/json.schema.properties.nickname",
  ],
  [
    "a response property made optional",
    (d) => {
      petPart(d).required = ["id"];
    },
    "response-property-became-optional wire GET /pets/{petId} responses.200.content.application/json.schema.required[1]",
  ],
  [
    "a response property added",
    (d) => {
      petPart(d).properties.born = { type: "string" };
    },
    "response-property-added client GET /pets/{petId} responses.200.content.application/json.schema.properties.born",
  ],
  [
    "a response enum value added",
    (d) => petPart(d).properties.status.enum.push("pending"),
    "response-property-enum-value-added client GET /pets/{petId} responses.200.content.application/json.schema.properties.status.enum[2]",
  ],
  [
    "a response property made nullable",
    (d) => {
      petPart(d).properties.id.nullable = true;
    },
    "response-property-became-nullable wire GET /pets/{petId} responses.200.content.application/json.schema.properties.id.type",
  ],
  [
    "a response type widened integer to number",
    (d) => {
      petPart(d).properties.id.type = "number";
    },
    "response-property-type-changed wire GET /pets/{petId} responses.200.content.application/json.schema.properties.id.type",
  ],
  [
    "a response oneOf alternative added",
    (d) => petPart(d).properties.owner.oneOf.push({ type: "integer" }),
    "response-property-one-of-added client GET /pets/{petId} responses.200.content.application/json.schema.properties.owner.oneOf[2]",
  ],
  [
    "inside a oneOf alternative (a $ref)",
    (d) => {
      schemas(d).Person.properties.name.type = "integer";
    },
    "response-property-type-changed wire GET /pets/{petId} responses.200.content.application/json.schema.properties.owner.oneOf[0].properties.name.type",
  ],
  [
    "a required response header removed",
    (d) => delete pets(d).get.responses["200"].headers,
    "response-required-header-removed wire GET /pets responses.200.headers.X-Total",
  ],
  [
    "a response media type removed",
    (d) => {
      const c = pets(d).get.responses["200"].content;
      c["text/csv"] = c["application/json"];
      delete c["application/json"];
    },
    "response-media-type-removed wire GET /pets responses.200.content.application/json",
  ],
  // Security and servers
  [
    "the document's security scheme replaced",
    (d) => {
      d.components.securitySchemes.bearer = { type: "http", scheme: "bearer" };
      d.security = [{ bearer: [] }];
    },
    "api-global-security-removed wire security[0].key",
  ],
  [
    "an operation made to need another scheme",
    (d) => {
      d.components.securitySchemes.bearer = { type: "http", scheme: "bearer" };
      pets(d).get.security = [{ key: [], bearer: [] }];
    },
    "api-security-scope-added wire GET /pets security[0]",
  ],
  [
    "an API key moved to another header",
    (d) => {
      d.components.securitySchemes.key.name = "X-Api-Key";
    },
    "security-scheme-changed wire components.securitySchemes.key.name",
  ],
  [
    "the server URL changed",
    (d) => {
      d.servers = [{ url: "https://api.example.com/v2" }];
    },
    "api-server-url-changed wire servers[0].url",
  ],
  [
    "an operation's own server changed",
    (d) => {
      pets(d).get.servers = [{ url: "https://search.example.com" }];
    },
    "api-server-url-changed wire GET /pets servers[0].url",
  ],
  [
    "an operationId renamed",
    (d) => {
      pets(d).get.operationId = "findPets";
    },
    "api-operation-id-updated compatible GET /pets operationId",
  ],
];

test.each(cases)("%s", (_, edit, expected) => {
  const found = brief(diffEdit(edit));
  expect(found).toContain(expected);
});
