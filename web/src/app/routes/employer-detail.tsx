// The same screen as /employer/profile/{id}: the spec names both addresses.
export { Component, loader } from './employer-profile'
