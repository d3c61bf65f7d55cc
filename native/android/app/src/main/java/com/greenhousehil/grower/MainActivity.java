package com.greenhousehil.grower;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
